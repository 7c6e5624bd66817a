import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { useLocale } from '@/features/i18n';
import { POLICIES_UPDATED } from '@/features/marketing/components/legal/legal-meta';
import { formatUpdateDate } from '@/features/marketing/content/update-date';
import { TermsOfService } from '@/features/marketing/components/legal/terms-of-service';
import { TERMS_TOC } from '@/features/marketing/components/legal/terms-toc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { documentCatalogue } from '@/features/marketing/catalogues/document';
import { termsCatalogue } from '@/features/marketing/catalogues/terms';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/terms` and `/terms-of-service`. */
export function Component() {
  const t = useMarketingT(documentCatalogue, termsCatalogue);
  const locale = useLocale();
  useDocumentTitle(t('marketing.terms.title'));
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow={t('marketing.page.legal')}
      title={t('marketing.terms.title')}
      lead={t('marketing.terms.lead')}
      meta={
        <>
          <Trans
            id="marketing.page.lastUpdated"
            values={{ date: formatUpdateDate(POLICIES_UPDATED.iso, locale) }}
            components={{ 0: <time dateTime={POLICIES_UPDATED.iso} /> }}
          />
        </>
      }
      toc={TERMS_TOC}
    >
      <TermsOfService />
    </DocumentLayout>
  );
}

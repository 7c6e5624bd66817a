import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { useLocale } from '@/features/i18n';
import { POLICIES_UPDATED } from '@/features/marketing/components/legal/legal-meta';
import { formatUpdateDate } from '@/features/marketing/content/update-date';
import { PrivacyPolicyPartOne } from '@/features/marketing/components/legal/privacy-policy-part-1';
import { PrivacyPolicyPartTwo } from '@/features/marketing/components/legal/privacy-policy-part-2';
import { PRIVACY_TOC } from '@/features/marketing/components/legal/privacy-toc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { documentCatalogue } from '@/features/marketing/catalogues/document';
import { privacyCatalogue } from '@/features/marketing/catalogues/privacy';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/privacy` and `/privacy-policy`: the privacy policy under India's DPDP Act, 2023. */
export function Component() {
  const t = useMarketingT(documentCatalogue, privacyCatalogue);
  const locale = useLocale();
  useDocumentTitle(t('marketing.privacy.title'));
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow={t('marketing.page.legal')}
      title={t('marketing.privacy.title')}
      lead={t('marketing.privacy.lead')}
      meta={
        <>
          <Trans
            id="marketing.page.lastUpdated"
            values={{ date: formatUpdateDate(POLICIES_UPDATED.iso, locale) }}
            components={{ 0: <time dateTime={POLICIES_UPDATED.iso} /> }}
          />
        </>
      }
      toc={PRIVACY_TOC}
    >
      <PrivacyPolicyPartOne />
      <PrivacyPolicyPartTwo />
    </DocumentLayout>
  );
}

import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { CookiePolicy } from '@/features/marketing/components/legal/cookie-policy';
import { useLocale } from '@/features/i18n';
import { POLICIES_UPDATED } from '@/features/marketing/components/legal/legal-meta';
import { formatUpdateDate } from '@/features/marketing/content/update-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { cookiesCatalogue, type CookiesMessageId } from '@/features/marketing/catalogues/cookies';
import { documentCatalogue } from '@/features/marketing/catalogues/document';

const TOC: Array<{ id: string; label: CookiesMessageId }> = [
  { id: 'summary', label: 'marketing.cookies.toc.summary' },
  { id: 'what-we-store', label: 'marketing.cookies.toc.store' },
  { id: 'google', label: 'marketing.cookies.toc.google' },
  { id: 'control', label: 'marketing.cookies.toc.control' },
];

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/cookies`: what the app keeps in the browser, and that there are no trackers. */
export function Component() {
  const t = useMarketingT(cookiesCatalogue, documentCatalogue);
  const locale = useLocale();
  useDocumentTitle(t('marketing.cookies.title'));
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow={t('marketing.page.legal')}
      title={t('marketing.cookies.title')}
      lead={t('marketing.cookies.lead')}
      meta={
        <>
          <Trans
            id="marketing.page.lastUpdated"
            values={{ date: formatUpdateDate(POLICIES_UPDATED.iso, locale) }}
            components={{ 0: <time dateTime={POLICIES_UPDATED.iso} /> }}
          />
        </>
      }
      toc={TOC.map((entry) => ({ ...entry, label: t(entry.label) }))}
    >
      <CookiePolicy />
    </DocumentLayout>
  );
}

import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { ApiOverview } from '@/features/marketing/components/docs/api-overview';
import { CheckInGuide } from '@/features/marketing/components/docs/check-in-guide';
import { DOCS_TOC } from '@/features/marketing/components/docs/docs-toc';
import { GettingStarted } from '@/features/marketing/components/docs/getting-started';
import { RequestsAndPrivacy } from '@/features/marketing/components/docs/requests-and-privacy';
import { RoleGuides } from '@/features/marketing/components/docs/role-guides';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { docsCatalogue } from '@/features/marketing/catalogues/docs';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/docs`: the user guide, per role and per check-in method, with the API overview at #api. */
export function Component() {
  const t = useMarketingT(docsCatalogue);
  useDocumentTitle(t('marketing.docs.doc'));
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow={t('marketing.docs.doc')}
      title={t('marketing.docs.title')}
      lead={
        <p>
          <Trans
            id="marketing.docs.lead"
            components={{ 0: <a href="#api" className="font-medium text-brand-700 underline" /> }}
          />
        </p>
      }
      toc={DOCS_TOC}
    >
      <GettingStarted />
      <RoleGuides />
      <CheckInGuide />
      <RequestsAndPrivacy />
      <ApiOverview />
    </DocumentLayout>
  );
}

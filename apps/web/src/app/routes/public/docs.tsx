import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { ApiOverview } from '@/features/marketing/components/docs/api-overview';
import { CheckInGuide } from '@/features/marketing/components/docs/check-in-guide';
import { DOCS_TOC } from '@/features/marketing/components/docs/docs-toc';
import { GettingStarted } from '@/features/marketing/components/docs/getting-started';
import { RequestsAndPrivacy } from '@/features/marketing/components/docs/requests-and-privacy';
import { RoleGuides } from '@/features/marketing/components/docs/role-guides';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

/** `/docs`: the user guide, per role and per check-in method, with the API overview at #api. */
export function Component() {
  useDocumentTitle('Documentation');
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow="Documentation"
      title="User guide"
      lead={
        <p>
          How to set up your institute or company, take attendance, and what each role does day to
          day. Developers: jump to the{' '}
          <a href="#api" className="font-medium text-brand-700 underline">
            API section
          </a>
          .
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

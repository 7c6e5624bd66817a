import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { CookiePolicy } from '@/features/marketing/components/legal/cookie-policy';
import { POLICIES_UPDATED } from '@/features/marketing/components/legal/legal-meta';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

const TOC = [
  { id: 'summary', label: 'In short' },
  { id: 'what-we-store', label: 'What the app stores' },
  { id: 'google', label: 'Signing in with Google' },
  { id: 'control', label: 'Your control' },
];

/** `/cookies`: what the app keeps in the browser, and that there are no trackers. */
export function Component() {
  useDocumentTitle('Cookie Policy');
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow="Legal"
      title="Cookie Policy"
      lead="No trackers, no advertising cookies. Here is everything the app keeps in your browser, and why."
      meta={
        <>
          Last updated <time dateTime={POLICIES_UPDATED.iso}>{POLICIES_UPDATED.label}</time>
        </>
      }
      toc={TOC}
    >
      <CookiePolicy />
    </DocumentLayout>
  );
}

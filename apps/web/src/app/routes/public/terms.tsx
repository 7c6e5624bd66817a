import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { POLICIES_UPDATED } from '@/features/marketing/components/legal/legal-meta';
import { TermsOfService } from '@/features/marketing/components/legal/terms-of-service';
import { TERMS_TOC } from '@/features/marketing/components/legal/terms-toc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

/** `/terms` and `/terms-of-service`. */
export function Component() {
  useDocumentTitle('Terms of Service');
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow="Legal"
      title="Terms of Service"
      lead="The agreement between you, your organisation and us, in plain language."
      meta={
        <>
          Last updated <time dateTime={POLICIES_UPDATED.iso}>{POLICIES_UPDATED.label}</time>
        </>
      }
      toc={TERMS_TOC}
    >
      <TermsOfService />
    </DocumentLayout>
  );
}

import { DocumentLayout } from '@/features/marketing/components/document-layout';
import { POLICIES_UPDATED } from '@/features/marketing/components/legal/legal-meta';
import { PrivacyPolicyPartOne } from '@/features/marketing/components/legal/privacy-policy-part-1';
import { PrivacyPolicyPartTwo } from '@/features/marketing/components/legal/privacy-policy-part-2';
import { PRIVACY_TOC } from '@/features/marketing/components/legal/privacy-toc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

/** `/privacy` and `/privacy-policy`: the privacy policy under India's DPDP Act, 2023. */
export function Component() {
  useDocumentTitle('Privacy Policy');
  useScrollToHash();
  return (
    <DocumentLayout
      eyebrow="Legal"
      title="Privacy Policy"
      lead="How we handle personal data, including face data, and the rights you have under India's Digital Personal Data Protection Act, 2023."
      meta={
        <>
          Last updated <time dateTime={POLICIES_UPDATED.iso}>{POLICIES_UPDATED.label}</time>
        </>
      }
      toc={PRIVACY_TOC}
    >
      <PrivacyPolicyPartOne />
      <PrivacyPolicyPartTwo />
    </DocumentLayout>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { DemoSandbox } from '@/features/demo/components/demo-sandbox';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { RoleTour } from '@/features/marketing/components/demo/role-tour';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

/** `/demo`: a guided tour of what each role sees and does, and the live sandbox to try each role. */
export function Component() {
  useDocumentTitle('Guided tour');
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow="Guided tour"
        title="See what each role sees and does"
        lead="Seven roles use the app every day. Pick one to walk through its work step by step, next to a drawing of its screen. The names and numbers are examples."
        actions={
          <>
            <Link to="/register" className={buttonClasses('primary', 'lg')}>
              Create a free account
            </Link>
            <Link to="/contact?topic=demo" className={buttonClasses('outline', 'lg')}>
              Book a guided demo
            </Link>
          </>
        }
      />
      <Section id="tour" title="The tour">
        <RoleTour />
      </Section>
      <DemoSandbox />
      <CtaBanner
        title="Ready to try it with your own people?"
        body="Create your institute or company for free, import a CSV of students or employees, and run your first check-in today."
        secondary={{ label: 'Talk to us about a demo', to: '/contact?topic=demo' }}
      />
    </>
  );
}

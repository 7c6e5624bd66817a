import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { RoleList } from '@/features/marketing/components/careers/role-list';
import { NumberedSteps } from '@/features/marketing/components/numbered-steps';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

const STEPS = [
  {
    title: 'Write to us',
    body: 'Use the contact form with the topic "Careers and job applications". Name the role, link your CV or portfolio (GitHub, LinkedIn or a shared drive), and tell us in a few lines why this work interests you.',
  },
  {
    title: 'A conversation',
    body: 'Within two weeks we reply either way. If it looks like a fit, a 30-minute call with someone from the team you would join.',
  },
  {
    title: 'A practical exercise',
    body: 'A small, paid task close to the real work, done in your own time, or a walk-through of something you have built.',
  },
  {
    title: 'Meet the team',
    body: 'Two short conversations with future colleagues, then a decision within a week. References only with your agreement.',
  },
] as const;

/** `/careers`: open roles and how to apply through the contact form. */
export function Component() {
  useDocumentTitle('Careers');
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help every classroom and workplace in India take attendance in seconds"
        lead="We are a small, remote team across India. The work is practical, used every morning by teachers and supervisors, and we would like you to help shape it."
        actions={
          <>
            <a href="#open-roles" className={buttonClasses('primary', 'md')}>
              See open roles
            </a>
            <Link to="/contact?topic=careers" className={buttonClasses('outline', 'md')}>
              Send an application
            </Link>
          </>
        }
      />
      <Section
        id="open-roles"
        title="Open roles"
        intro="All roles are remote within India, with a shared working window of 11:00 to 16:00 IST."
      >
        <RoleList />
      </Section>
      <Section
        id="how-to-apply"
        tone="muted"
        title="How to apply"
        intro="No cover-letter templates and no trick puzzles. We try to decide within three weeks of your first message."
      >
        <NumberedSteps steps={STEPS} />
        <p className="mt-8 max-w-3xl text-sm leading-relaxed text-slate-700">
          Do not see your role? Write to us anyway through the{' '}
          <Link to="/contact?topic=careers" className="font-medium text-brand-700 underline">
            contact form
          </Link>
          . We welcome applications from people of every background, and we are happy to adjust any
          step of the process if you need us to.
        </p>
      </Section>
    </>
  );
}

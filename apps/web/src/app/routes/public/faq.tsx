import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { FaqAccordion } from '@/features/marketing/components/faq-accordion';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { FAQ_GROUPS } from '@/features/marketing/content/faq';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

/** `/faq`: common questions in an accessible accordion, grouped by topic. */
export function Component() {
  useDocumentTitle('Frequently asked questions');
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead={
          <p>
            Short answers about check-in, face data, roles and pricing. For step-by-step help, see
            the{' '}
            <Link to="/docs" className="font-medium text-brand-700 underline">
              user guide
            </Link>
            .
          </p>
        }
      />
      <div className="bg-white">
        <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <nav aria-label="FAQ topics" className="flex flex-wrap gap-2">
            {FAQ_GROUPS.map((group) => (
              <a
                key={group.id}
                href={`#${group.id}`}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
              >
                {group.title}
              </a>
            ))}
          </nav>
          {FAQ_GROUPS.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${group.id}-title`} className="mb-4 text-xl font-bold text-slate-900">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}
        </div>
      </div>
      <Section tone="muted" title="Still have a question?">
        <p className="max-w-2xl text-slate-700">
          Write to us and a person on the team will answer, usually within one working day.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonClasses('primary', 'md')}>
            Contact us
          </Link>
          <Link to="/support" className={buttonClasses('outline', 'md')}>
            Get support
          </Link>
        </div>
      </Section>
    </>
  );
}

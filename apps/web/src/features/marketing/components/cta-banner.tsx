import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';

export type CtaBannerProps = {
  title?: string;
  body?: string;
  /** The second button; the guided tour unless the page is the tour. */
  secondary?: { label: string; to: string };
};

/** The closing call to action of a public page: create an account or take the tour. */
export function CtaBanner({
  title = 'Start taking attendance this week',
  body = 'Create your institute or company, invite your people, and run your first kiosk or roll-call in under an hour. Free for up to 50 members.',
  secondary = { label: 'Take the guided tour', to: '/demo' },
}: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-center sm:px-12 sm:py-14">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-base leading-relaxed text-brand-100">{body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonClasses('secondary', 'lg')}>
              Create a free account
            </Link>
            <Link
              to={secondary.to}
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-medium text-white ring-1 ring-inset ring-brand-300 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

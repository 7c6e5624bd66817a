import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useLandingT } from '@/features/landing';

export type CtaBannerProps = {
  title?: string;
  body?: string;
  /** The second button; the guided tour unless the page is the tour. */
  secondary?: { label: string; to: string };
};

/** The closing call to action of a public page: create an account or take the tour. */
export function CtaBanner({ title, body, secondary }: CtaBannerProps) {
  const t = useLandingT();
  const second = secondary ?? { label: t('landing.cta.tour'), to: '/demo' };
  return (
    <section aria-labelledby="cta-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-center sm:px-12 sm:py-14">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {title ?? t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-base leading-relaxed text-brand-100">
            {body ?? t('landing.cta.body')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonClasses('secondary', 'lg')}>
              {t('landing.freeAccount')}
            </Link>
            <Link
              to={second.to}
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-medium text-white ring-1 ring-inset ring-brand-300 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {second.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

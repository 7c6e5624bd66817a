import { BookOpen, Home, LifeBuoy } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { notFoundCatalogue } from '@/features/marketing/catalogues/not-found';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** The catch-all route: a friendly dead end with the ways back. */
export function Component() {
  const t = useMarketingT(notFoundCatalogue);
  useDocumentTitle(t('marketing.notFound.title'));
  const { pathname } = useLocation();
  return (
    <div className="bg-white">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t('marketing.notFound.error')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('marketing.notFound.title')}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-slate-700">
          <Trans
            id="marketing.notFound.body"
            values={{ path: pathname }}
            components={{
              0: (
                <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900" />
              ),
            }}
          />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary', 'md')}>
            <Home aria-hidden="true" className="h-4 w-4" />
            {t('marketing.notFound.home')}
          </Link>
          <Link to="/docs" className={buttonClasses('outline', 'md')}>
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            {t('marketing.notFound.guide')}
          </Link>
        </div>
        <p className="mt-8 text-sm text-slate-600">
          {t('marketing.notFound.expected')}{' '}
          <Link
            to="/support"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            {t('marketing.notFound.tell')}
          </Link>
        </p>
      </div>
    </div>
  );
}

import { BookOpen, Home, LifeBuoy } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The catch-all route: a friendly dead end with the ways back. */
export function Component() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="bg-white">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Page not found
        </h1>
        <p className="mt-4 text-base leading-relaxed text-slate-700">
          We could not find{' '}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
            {pathname}
          </code>
          . The link may be old or mistyped. Everyone else is still checked in.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary', 'md')}>
            <Home aria-hidden="true" className="h-4 w-4" />
            Go to the home page
          </Link>
          <Link to="/docs" className={buttonClasses('outline', 'md')}>
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            Read the user guide
          </Link>
        </div>
        <p className="mt-8 text-sm text-slate-600">
          Expected something here?{' '}
          <Link
            to="/support"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            Tell us
          </Link>
        </p>
      </div>
    </div>
  );
}

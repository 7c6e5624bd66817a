import { Link } from 'react-router';
import { PageHero } from '@/features/marketing/components/page-hero';
import { StatusBoard } from '@/features/status/components/status-board';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/status`: live health of the API and the database from GET /api/health. */
export function Component() {
  useDocumentTitle('System status');
  return (
    <>
      <PageHero
        eyebrow="Status"
        title="System status"
        lead={
          <p>
            Live health of the service, measured from your browser: the API, the database behind it
            and how quickly both answer. Something wrong that this page does not show?{' '}
            <Link to="/support" className="font-medium text-brand-700 underline">
              Tell support
            </Link>
            .
          </p>
        }
      />
      <div className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <StatusBoard />
        </div>
      </div>
    </>
  );
}

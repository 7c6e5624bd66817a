import { PageHero } from '@/features/marketing/components/page-hero';
import { DatabaseDemoPanel } from '@/features/status/components/database-demo-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/database-demo`: a live, read-only query against the app's database, with its latency. */
export function Component() {
  useDocumentTitle('Database demo');
  return (
    <>
      <PageHero
        eyebrow="Under the hood"
        title="Live database demo"
        lead={
          <>
            <p>
              This page runs a real query against the database behind this app, right now, and shows
              what came back and how long it took. It runs inside a read-only transaction, so it
              cannot change anything, and it returns counts only, never anyone&apos;s personal
              details.
            </p>
            <p className="mt-3 text-sm text-slate-600">
              The same code runs on the embedded PGlite database or on a PostgreSQL server.
            </p>
          </>
        }
      />
      <div className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <DatabaseDemoPanel />
        </div>
      </div>
    </>
  );
}

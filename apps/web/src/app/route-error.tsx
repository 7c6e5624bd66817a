import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/i18n';
import { isChunkLoadError } from './lazy-route';

/** SPEC.md §8's heading, exactly (the English of app.error.heading). */
export const ROUTER_ERROR_HEADING = 'Unexpected Application Error!';

function describe(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return fallback;
}

/** A route chunk failed: offer a retry (a reload fetches the app's current files). */
function ChunkRetry() {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <WifiOff aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('app.error.chunkTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('app.error.chunkBody')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" /> {t('app.error.retry')}
      </Button>
    </div>
  );
}

/** The router's error element (SPEC.md §8 heading); chunk failures get a retry instead. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkRetry />;
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('app.error.heading')}</h1>
      <p className="mt-3 break-words text-slate-600">{describe(error, t('app.error.unknown'))}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('app.error.reload')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('app.error.home')}</Link>
        </Button>
      </div>
    </div>
  );
}

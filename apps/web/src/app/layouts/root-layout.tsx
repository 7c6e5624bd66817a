import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppFrameSkeleton } from '@/components/layout/app-frame-skeleton';
import { useFocusHeadingOnNavigate } from '@/components/layout/use-focus-heading-on-navigate';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { PublicShell } from './public-layout';

/** Paths of the signed-in app (SPEC.md §2), which open in the app shell. */
const APP_PATH =
  /^\/(dashboard|contacts|calendar|tasks|kanban|files|messages|tutorials|profile|auth-test)(\/|$)/;

function NavigationIndicator() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50">
      <div className="h-0.5 w-full animate-pulse bg-brand-500" />
      <div className="absolute right-4 top-3 rounded-full bg-white px-3 py-1.5 text-sm shadow-md ring-1 ring-slate-200">
        <Spinner size="sm" />
      </div>
    </div>
  );
}

/**
 * Where a page's scroll position is kept. A page loaded as a new document (a typed address, a
 * bookmark, a link from an e-mail) has no history entry of the app's own, so React Router keys it
 * `default` — every such page of the tab alike, and the next one opened that way would be scrolled
 * to where the first was left. Keyed by its path instead; pages reached inside the app (and their
 * reloads) keep their own history entry's key.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname'>): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/**
 * Above both frames (the public site's and the app's): a 'Loading...' indicator while the next
 * route's code downloads, scroll restoration, and focus on the new page's heading.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusHeadingOnNavigate();
  return (
    <>
      {navigation.state === 'loading' ? <NavigationIndicator /> : null}
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Shown while the first route's code downloads, in the frame that page will have. */
export function RootFallback() {
  if (APP_PATH.test(window.location.pathname)) {
    return (
      <AppFrameSkeleton>
        <PageSpinner />
      </AppFrameSkeleton>
    );
  }
  return (
    <PublicShell>
      <PageSpinner />
    </PublicShell>
  );
}

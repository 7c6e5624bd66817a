import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DemoBanner } from '@/features/demo/components/demo-banner';
import { useSystemHealth } from '@/features/system/hooks/use-system-health';

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

/** Header, page, footer. */
function RootShell({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  const health = useSystemHealth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header isSignedIn={Boolean(user)} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer health={health} />
    </div>
  );
}

/** The app frame; a 'Loading...' indicator shows while the next route's code downloads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <RootShell>
      {navigation.state === 'loading' ? <NavigationIndicator /> : null}
      <DemoBanner />
      <Outlet />
      <ScrollRestoration />
    </RootShell>
  );
}

/** Shown while the first route's code downloads. */
export function RootFallback() {
  return (
    <RootShell>
      <PageSpinner />
    </RootShell>
  );
}

import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DemoBannerSlot } from '@/features/demo/components/demo-banner-slot';
import { useSystemHealth } from '@/features/system/hooks/use-system-health';

/** Header, page, footer: the frame of the public site (SPEC.md §2 layout). */
export function PublicShell({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  const health = useSystemHealth();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header isSignedIn={Boolean(user)} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer health={health} />
    </div>
  );
}

/** The public pages' layout route. */
export function PublicLayout() {
  return (
    <PublicShell>
      <DemoBannerSlot />
      <Outlet />
    </PublicShell>
  );
}

import { Outlet } from 'react-router';
import { AppFrameSkeleton } from '@/components/layout/app-frame-skeleton';
import { Toaster } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { catalogue as demoCatalogue } from '@/features/demo/catalogue';
import { catalogue as shellCatalogue } from '@/features/shell/catalogue';
import { AppShell } from '@/features/shell/components/app-shell';

/** The shell's texts (navigation, menus, the demo banner) in the reader's language, first. */
export async function loader() {
  // The demo banner shows in the shell for demo accounts.
  await Promise.all([shellCatalogue.ready(), demoCatalogue.ready()]);
  return null;
}

/**
 * The signed-in pages' layout route (loaded with them, not with the public site): the app shell
 * once there is a person; while the session is checked, or a second factor is asked for, the
 * bare frame holds the protected route's own screens.
 */
export function Component() {
  const { user, isMfaRequired } = useAuth();
  if (!user || isMfaRequired) {
    return (
      <AppFrameSkeleton>
        <Outlet />
      </AppFrameSkeleton>
    );
  }
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      {/* The one place the signed-in pages' toasts (saves, undo) appear, outside the main area. */}
      <Toaster />
    </>
  );
}

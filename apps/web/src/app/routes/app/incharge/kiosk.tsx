import { EmptyState } from '@/components/ui';

/** Kiosk — being built. */
export function Component() {
  return <EmptyState title="Kiosk" description="This page is being built." />;
}

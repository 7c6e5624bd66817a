import { EmptyState } from '@/components/ui';

/** Kiosks — being built. */
export function Component() {
  return <EmptyState title="Kiosks" description="This page is being built." />;
}

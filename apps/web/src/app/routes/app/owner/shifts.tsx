import { EmptyState } from '@/components/ui';

/** Shifts — being built. */
export function Component() {
  return <EmptyState title="Shifts" description="This page is being built." />;
}

import { EmptyState } from '@/components/ui';

/** Users — being built. */
export function Component() {
  return <EmptyState title="Users" description="This page is being built." />;
}

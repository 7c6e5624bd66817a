import { EmptyState } from '@/components/ui';

/** My requests — being built. */
export function Component() {
  return <EmptyState title="My requests" description="This page is being built." />;
}

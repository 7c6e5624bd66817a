import { EmptyState } from '@/components/ui';

/** My students — being built. */
export function Component() {
  return <EmptyState title="My students" description="This page is being built." />;
}

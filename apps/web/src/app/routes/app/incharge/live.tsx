import { EmptyState } from '@/components/ui';

/** Live board — being built. */
export function Component() {
  return <EmptyState title="Live board" description="This page is being built." />;
}

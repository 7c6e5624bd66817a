import { EmptyState } from '@/components/ui';

/** Requests — being built. */
export function Component() {
  return <EmptyState title="Requests" description="This page is being built." />;
}

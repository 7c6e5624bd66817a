import { EmptyState } from '@/components/ui';

/** People — being built. */
export function Component() {
  return <EmptyState title="People" description="This page is being built." />;
}

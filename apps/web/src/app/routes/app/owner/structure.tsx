import { EmptyState } from '@/components/ui';

/** Groups and structure — being built. */
export function Component() {
  return <EmptyState title="Groups and structure" description="This page is being built." />;
}

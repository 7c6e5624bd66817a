import { EmptyState } from '@/components/ui';

/** Organisation settings — being built. */
export function Component() {
  return <EmptyState title="Organisation settings" description="This page is being built." />;
}

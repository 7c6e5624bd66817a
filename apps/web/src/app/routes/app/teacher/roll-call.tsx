import { EmptyState } from '@/components/ui';

/** Roll-call — being built. */
export function Component() {
  return <EmptyState title="Roll-call" description="This page is being built." />;
}

import { EmptyState } from '@/components/ui';

/** Audit log — being built. */
export function Component() {
  return <EmptyState title="Audit log" description="This page is being built." />;
}

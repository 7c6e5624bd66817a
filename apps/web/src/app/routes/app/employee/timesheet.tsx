import { EmptyState } from '@/components/ui';

/** Timesheet — being built. */
export function Component() {
  return <EmptyState title="Timesheet" description="This page is being built." />;
}

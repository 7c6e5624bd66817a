import { EmptyState } from '@/components/ui';

/** Timetable — being built. */
export function Component() {
  return <EmptyState title="Timetable" description="This page is being built." />;
}

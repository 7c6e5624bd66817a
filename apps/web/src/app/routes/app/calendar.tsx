import { WorkspacePage } from '@/features/dashboard/components/workspace-page';

/** /calendar: an honest empty state until its tools ship. */
export function Component() {
  return <WorkspacePage page="calendar" />;
}

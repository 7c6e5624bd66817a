import { WorkspacePage } from '@/features/dashboard/components/workspace-page';

/** /tasks and /kanban: an honest empty state until its tools ship. */
export function Component() {
  return <WorkspacePage page="tasks" />;
}

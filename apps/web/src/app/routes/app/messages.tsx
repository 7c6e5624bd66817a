import { WorkspacePage } from '@/features/dashboard/components/workspace-page';

/** /messages: an honest empty state until its tools ship. */
export function Component() {
  return <WorkspacePage page="messages" />;
}

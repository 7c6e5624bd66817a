import { WorkspacePage } from '@/features/dashboard/components/workspace-page';

/** /contacts: an honest empty state until its tools ship. */
export function Component() {
  return <WorkspacePage page="contacts" />;
}

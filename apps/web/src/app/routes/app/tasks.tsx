import { catalogue } from '@/features/tasks/catalogue';
import { TasksScreen } from '@/features/tasks/components/tasks-screen';

/** The page waits for the tasks messages in the reader's language, so it never flashes English. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /tasks and /kanban: the same boards (SPEC.md §2). */
export function Component() {
  return <TasksScreen />;
}

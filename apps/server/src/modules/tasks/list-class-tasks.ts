import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import * as repo from './repository.js';

export type ClassTaskProgress = {
  classTaskId: string;
  title: string;
  dueOn: string | null;
  mode: 'each' | 'shared';
  total: number;
  finished: number;
  people: Array<{ memberId: string; name: string; cardId: string; completedAt: string | null }>;
};

/** The class tasks of a board with who has finished, as far as the caller may see them. */
export async function listClassTasks(
  ctx: AppContext,
  caller: Caller,
  boardId: string,
): Promise<ClassTaskProgress[]> {
  const rows = await asCaller(ctx.database.db, caller.auth, (trx) =>
    repo.listAssignments(trx, boardId),
  );
  const tasks = new Map<string, ClassTaskProgress>();
  for (const row of rows) {
    let task = tasks.get(row.class_task_id);
    if (!task) {
      task = {
        classTaskId: row.class_task_id,
        title: row.title,
        dueOn: row.due_on,
        mode: row.is_private ? 'each' : 'shared',
        total: 0,
        finished: 0,
        people: [],
      };
      tasks.set(row.class_task_id, task);
    }
    task.total += 1;
    if (row.completed_at) task.finished += 1;
    task.people.push({
      memberId: row.member_id,
      name: row.full_name ?? '',
      cardId: row.card_id,
      completedAt: row.completed_at?.toISOString() ?? null,
    });
  }
  return [...tasks.values()];
}

import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import * as repo from './repository.js';
import type { ClassTaskInput } from './schemas.js';
import { boardNotFound, taskError } from './task-errors.js';

/**
 * A teacher (or an owner) gives a task to a whole group from its board: one private card per
 * active student ("each") or one card assigned to all of them ("shared"), in the board's first
 * column, tied together by a class task id so the teacher sees who has finished.
 */
export async function createClassTask(
  ctx: AppContext,
  caller: Caller,
  input: ClassTaskInput,
): Promise<{ classTaskId: string; cards: number; people: number }> {
  try {
    return await asCaller(ctx.database.db, caller.auth, async (trx) => {
      const board = await repo.findEditableGroupBoard(trx, input.boardId);
      if (!board?.column_id) throw boardNotFound();
      const learners = await repo.groupLearners(trx, board.group_id);
      if (learners.length === 0)
        throw localizedError(400, 'task_no_learners', 'error.tasks.noLearners');
      const classTaskId = randomUUID();
      const isEach = input.mode === 'each';
      const cardIds = isEach ? learners.map(() => randomUUID()) : [randomUUID()];
      await repo.lockColumn(trx, board.column_id);
      await repo.insertCards(trx, {
        ids: cardIds,
        boardId: board.id,
        columnId: board.column_id,
        title: input.title,
        description: input.description,
        dueOn: input.dueOn,
        priority: input.priority,
        labels: input.labels,
        isPrivate: isEach,
        classTaskId,
      });
      await repo.insertAssignees(trx, isEach ? cardIds : learners.map(() => cardIds[0]!), learners);
      return { classTaskId, cards: cardIds.length, people: learners.length };
    });
  } catch (error) {
    throw taskError(error);
  }
}

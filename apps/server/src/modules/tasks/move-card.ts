import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import * as repo from './repository.js';
import type { MoveCardInput } from './schemas.js';
import { cardNotFound, taskError } from './task-errors.js';

export type PlacedCard = {
  id: string;
  columnId: string;
  position: string;
  version: number;
  completedAt: string | null;
};

export const toPlacedCard = (row: repo.CardRow): PlacedCard => ({
  id: row.id,
  columnId: row.column_id,
  position: row.position,
  version: row.version,
  completedAt: row.completed_at?.toISOString() ?? null,
});

/**
 * Moves a card within or between columns of its board, in one transaction as the caller: the
 * destination column is locked, the position is computed between its neighbours as they are now,
 * and the card is written only if it is still at the version the mover saw. Two people moving the
 * same card: the first wins; the second is answered 409 with where the card now is, so both end
 * in one agreed order and nothing is silently lost.
 */
export async function moveCard(
  ctx: AppContext,
  caller: Caller,
  cardId: string,
  input: MoveCardInput,
): Promise<PlacedCard> {
  try {
    return await asCaller(ctx.database.db, caller.auth, async (trx) => {
      await repo.lockColumn(trx, input.columnId);
      const position = await repo.positionFor(trx, input.columnId, input.beforeId, cardId);
      const placed = await repo.placeCard(trx, cardId, input.columnId, position, input.version);
      if (placed) return toPlacedCard(placed);
      const current = await repo.findCard(trx, cardId);
      if (!current) throw cardNotFound();
      throw localizedError(409, 'task_conflict', 'error.tasks.conflict', undefined, {
        card: toPlacedCard(current),
      });
    });
  } catch (error) {
    throw taskError(error);
  }
}

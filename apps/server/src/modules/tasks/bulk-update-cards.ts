import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import * as repo from './repository.js';
import type { BulkCardsInput } from './schemas.js';
import { notAllowed, taskError } from './task-errors.js';

/**
 * Moves (to the end of a column, in the order given), closes or reopens many cards in one
 * transaction: all of them, or — when the caller may not change one — none.
 */
export async function bulkUpdateCards(
  ctx: AppContext,
  caller: Caller,
  input: BulkCardsInput,
): Promise<{ changed: number }> {
  const ids = [...new Set(input.ids)];
  try {
    return await asCaller(ctx.database.db, caller.auth, async (trx) => {
      if (input.action !== 'move') {
        const changed = await repo.setClosed(trx, ids, input.action === 'close');
        if (changed !== ids.length) throw notAllowed();
        return { changed };
      }
      await repo.lockColumn(trx, input.columnId);
      for (const id of ids) {
        const position = await repo.positionFor(trx, input.columnId, null, id);
        if (!(await repo.placeCard(trx, id, input.columnId, position, null))) throw notAllowed();
      }
      return { changed: ids.length };
    });
  } catch (error) {
    throw taskError(error);
  }
}

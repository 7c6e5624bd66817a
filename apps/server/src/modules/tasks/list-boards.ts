import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { currentLocale, translate } from '../../lib/i18n.js';
import { asCaller } from '../../lib/request-auth.js';
import * as repo from './repository.js';

export type Board = {
  id: string;
  kind: repo.BoardRow['kind'];
  orgId: string | null;
  groupId: string | null;
  orgName: string | null;
  groupName: string | null;
  groupKind: string | null;
  canEdit: boolean;
};

/**
 * The caller's boards: first the boards they are owed and lack are made (their personal board,
 * their organisations' boards and one per group, with default columns in their language), then
 * every board row-level security lets them read is listed.
 */
export async function listBoards(ctx: AppContext, caller: Caller): Promise<Board[]> {
  const locale = currentLocale();
  const names = [
    translate(locale, 'tasks.column.todo'),
    translate(locale, 'tasks.column.doing'),
    translate(locale, 'tasks.column.done'),
  ] as const;
  const rows = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    await repo.ensureBoards(trx, names);
    return repo.listBoards(trx);
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    orgId: row.org_id,
    groupId: row.group_id,
    orgName: row.org_name,
    groupName: row.group_name,
    groupKind: row.group_kind,
    canEdit: row.can_edit,
  }));
}

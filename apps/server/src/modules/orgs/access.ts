import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';

export type CallerAccess = {
  /** Owner of the organisation, or an Admin. */
  can_manage: boolean;
  /** The caller's active role there, if any. */
  role: string | null;
  /** Whether the caller can see the organisation at all. */
  visible: boolean;
  /** Memberships the caller supervises (teachers/in-charges: people in their groups). */
  supervised: string[];
  /** Groups the caller is responsible for. */
  responsible: string[];
};

/**
 * Asks the database, as the caller, what the policies would answer: the same functions the
 * row-level security policies use, so /api and /rest/v1 can never disagree.
 */
export async function callerAccess(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
): Promise<CallerAccess> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<CallerAccess>`
      select public.can_manage_org(${orgId}::uuid) as can_manage,
             public.org_role(${orgId}::uuid) as role,
             exists (select 1 from public.organizations where id = ${orgId}::uuid) as visible,
             array(select public.my_supervised_member_ids())::text[] as supervised,
             array(select public.my_responsible_group_ids())::text[] as responsible`.execute(trx);
    return rows[0]!;
  });
}

/**
 * For screens of owners and the staff who look after people (teachers, in-charges): 404 when the
 * organisation is not theirs, 403 for everyone else in it.
 */
export async function requireStaff(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  what: string,
): Promise<CallerAccess> {
  const access = await callerAccess(ctx, caller, orgId);
  if (!access.can_manage && !access.role) throw orgNotFound();
  if (!access.can_manage && !['teacher', 'incharge'].includes(access.role ?? '')) {
    throw new AppError(403, 'forbidden', `${what} is for owners, teachers and in-charges.`);
  }
  return access;
}

export const orgNotFound = () =>
  new AppError(404, 'organization_not_found', 'Organisation not found.');
export const notAllowed = (message = 'Only the organisation’s owner can do this.') =>
  new AppError(403, 'forbidden', message);

/** The caller owns the organisation (or is an Admin); otherwise 404 if they cannot even see it. */
export async function requireManager(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
): Promise<void> {
  const access = await callerAccess(ctx, caller, orgId);
  if (!access.visible) throw orgNotFound();
  if (!access.can_manage) throw notAllowed();
}

export type LedGroup = { id: string; org_id: string; name: string; is_demo: boolean };

/**
 * The group, when the caller may manage its join code: the organisation's owner (or an Admin), or
 * the teacher/in-charge responsible for it. 404 when the caller cannot see the group at all.
 */
export async function requireGroupLeader(
  ctx: AppContext,
  caller: Caller,
  groupId: string,
): Promise<LedGroup> {
  const row = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<LedGroup & { can_manage: boolean; leads: boolean }>`
      select g.id, g.org_id, g.name, o.is_demo,
             public.can_manage_org(g.org_id) as can_manage,
             g.id in (select public.my_led_group_ids()) as leads
        from public.groups g join public.organizations o on o.id = g.org_id
       where g.id = ${groupId}::uuid`.execute(trx);
    return rows[0];
  });
  if (!row) throw new AppError(404, 'group_not_found', 'Group not found.');
  if (!row.can_manage && !row.leads) {
    throw notAllowed(
      'Only the owner, or the teacher/in-charge responsible for this group, can manage its join code.',
    );
  }
  return { id: row.id, org_id: row.org_id, name: row.name, is_demo: row.is_demo };
}

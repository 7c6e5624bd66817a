import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import type { GuardianInput } from './schemas.js';

export type Guardian = {
  id: string;
  position: 1 | 2;
  full_name: string;
  relationship: string;
  phone: string | null;
  email: string | null;
  locale: 'en' | 'hi';
  consent: boolean;
  consent_at: string | null;
  consent_by_name: string | null;
};

const notFound = () =>
  new AppError(404, 'not_found', 'This student was not found, or you may not see their guardians.');

/**
 * The guardians of a member as the caller may see them (row-level security decides), and
 * whether the caller may change them (owners and the student's staff; not the student).
 */
export async function listGuardians(ctx: AppContext, caller: Caller, memberId: string) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const member = await sql<{ org_id: string; role: string; can_edit: boolean }>`
      select m.org_id, m.role,
             (m.org_id = any (array(select public.my_managed_org_ids()))
              or m.id = any (array(select public.my_supervised_member_ids()))) as can_edit
        from public.memberships m where m.id = ${memberId}::uuid`.execute(trx);
    const row = member.rows[0];
    if (!row) throw notFound();
    const guardians = await sql<Guardian>`
      select g.id, g.position, g.full_name, g.relationship, g.phone, g.email, g.locale,
             g.consent, g.consent_at, p.full_name as consent_by_name
        from public.guardians g left join public.profiles p on p.id = g.consent_by
       where g.member_id = ${memberId}::uuid order by g.position`.execute(trx);
    const mine = await sql<{ mine: boolean }>`
      select ${memberId}::uuid = any (array(select public.my_member_ids())) as mine`.execute(trx);
    if (!row.can_edit && !mine.rows[0]!.mine) throw notFound();
    return {
      member_id: memberId,
      is_student: row.role === 'student',
      can_edit: row.can_edit && row.role === 'student',
      guardians: guardians.rows,
    };
  });
}

/**
 * Writes the first or second guardian of a student, as the caller (row-level security admits
 * owners and the student's staff). Consent given now records who and when; consent kept keeps
 * its record; consent withdrawn clears it.
 */
export async function saveGuardian(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  position: 1 | 2,
  input: GuardianInput,
) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const member = await sql<{ org_id: string; role: string }>`
      select org_id, role from public.memberships where id = ${memberId}::uuid`.execute(trx);
    const row = member.rows[0];
    if (!row) throw notFound();
    if (row.role !== 'student')
      throw new AppError(400, 'validation_failed', 'Guardians are kept for students only.');
    const saved = await sql<{ id: string }>`
      insert into public.guardians as g (org_id, member_id, position, full_name, relationship, phone,
                                         email, locale, consent, consent_by, consent_at)
      values (${row.org_id}::uuid, ${memberId}::uuid, ${position}, ${input.full_name},
              ${input.relationship}, ${input.phone}, ${input.email}, ${input.locale},
              ${input.consent}, ${input.consent ? caller.userId : null}::uuid,
              ${input.consent ? sql`now()` : sql`null`})
      on conflict (member_id, position) do update set
        full_name = excluded.full_name, relationship = excluded.relationship,
        phone = excluded.phone, email = excluded.email, locale = excluded.locale,
        consent = excluded.consent,
        consent_by = case when not excluded.consent then null
                          when g.consent then g.consent_by else excluded.consent_by end,
        consent_at = case when not excluded.consent then null
                          when g.consent then g.consent_at else excluded.consent_at end
      returning id`
      .execute(trx)
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '42501') throw notFound();
        throw error;
      });
    if (!saved.rows[0]) throw notFound();
    return saved.rows[0];
  });
}

export async function removeGuardian(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  position: 1 | 2,
) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const removed = await sql<{ id: string }>`
      delete from public.guardians where member_id = ${memberId}::uuid and position = ${position}
      returning id`.execute(trx);
    if (!removed.rows[0]) throw notFound();
    return { removed: removed.rows[0].id };
  });
}

export type LookedAfterStudent = {
  member_id: string;
  full_name: string;
  roll_number: string | null;
  groups: string;
  guardians: number;
  consented: number;
};

/**
 * The students the caller looks after in an organisation (those of the groups they are
 * responsible for, or teach in the timetable), with how many guardians each has and how many
 * agreed to be contacted: the teacher's Guardians card. Read as the caller, so row-level security
 * on memberships and guardians decides; someone who looks after nobody gets an empty list.
 */
export async function listLookedAfterStudents(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
): Promise<LookedAfterStudent[]> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<LookedAfterStudent>`
      with mine as (select public.my_responsible_group_ids() as id)
      select m.id as member_id, m.full_name, m.roll_number,
             coalesce((select string_agg(distinct g.name, ', ')
                         from public.group_members gm join public.groups g on g.id = gm.group_id
                        where gm.member_id = m.id and gm.group_id in (select id from mine)), '')
               as groups,
             (select count(*)::int from public.guardians gd where gd.member_id = m.id) as guardians,
             (select count(*)::int from public.guardians gd
               where gd.member_id = m.id and gd.consent) as consented
        from public.memberships m
       where m.org_id = ${orgId}::uuid and m.role = 'student' and m.status = 'active'
         and m.id in (select public.my_supervised_member_ids())
       order by m.full_name, m.id
       limit 2000`.execute(trx);
    return rows;
  });
}

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

import type { AttendanceStatus, RollCallInput } from '@ias/shared';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';

type Target = { orgId: string; groupId: string; classSessionId: string | null; label: string };

/** The class session (its class) or the group a roll-call is for, if the caller may take it. */
async function rollCallTarget(
  ctx: AppContext,
  caller: Caller,
  input: { class_session_id?: string; group_id?: string },
): Promise<Target> {
  const db = asOrgDb(ctx.database.db);
  let target: Target | undefined;
  let teacherId: string | null = null;
  if (input.class_session_id) {
    const session = await db
      .selectFrom('class_sessions')
      .selectAll()
      .where('id', '=', input.class_session_id)
      .executeTakeFirst();
    if (session) {
      target = {
        orgId: session.org_id,
        groupId: session.group_id,
        classSessionId: session.id,
        label: session.subject,
      };
      teacherId = session.teacher_id;
    }
  } else if (input.group_id) {
    const group = await db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', input.group_id)
      .executeTakeFirst();
    if (group)
      target = { orgId: group.org_id, groupId: group.id, classSessionId: null, label: group.name };
  }
  if (!target) throw localizedError(404, 'not_found', 'error.attendance.classNotFound');
  const found = target;
  const allowed = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ ok: boolean }>`
      select public.can_manage_org(${found.orgId}::uuid)
          or ${found.groupId}::uuid in (select public.my_responsible_group_ids())
          or (${teacherId}::uuid is not null and ${teacherId}::uuid in (select public.my_member_ids())) as ok`.execute(
      trx,
    );
    return rows[0]!.ok;
  });
  if (!allowed) throw localizedError(403, 'forbidden', 'error.attendance.rollCallForbidden');
  return found;
}

async function roster(db: OrgDb, target: Target, date: string) {
  return (
    db
      .selectFrom('memberships')
      .innerJoin('group_members', 'group_members.member_id', 'memberships.id')
      .leftJoin('attendance_records as r', (join) =>
        join
          .onRef('r.member_id', '=', 'memberships.id')
          .on('r.date', '=', date)
          .on((eb) =>
            target.classSessionId
              ? eb('r.class_session_id', '=', target.classSessionId)
              : eb('r.class_session_id', 'is', null),
          ),
      )
      .select([
        'memberships.id as member_id',
        'memberships.full_name',
        'memberships.roll_number',
        'memberships.employee_code',
        'memberships.photo_url',
        'r.id as record_id',
        'r.status',
        'r.check_in_at',
        'r.check_out_at',
        'r.note',
      ])
      .where('group_members.group_id', '=', target.groupId)
      .where('memberships.status', '=', 'active')
      // Nobody is marked for a day before they joined (a roll-call taken late, for a past day).
      .where(
        sql<boolean>`(memberships.created_at at time zone
        (select o.timezone from public.organizations o where o.id = memberships.org_id))::date <= ${date}::date`,
      )
      .where('memberships.role', 'in', ['student', 'employee', 'incharge', 'teacher'])
      .orderBy('memberships.roll_number')
      .orderBy('memberships.full_name')
      .execute()
  );
}

export async function getRollCall(
  ctx: AppContext,
  caller: Caller,
  input: { class_session_id?: string; group_id?: string; date: string },
) {
  const target = await rollCallTarget(ctx, caller, input);
  return {
    ...target,
    date: input.date,
    people: await roster(asOrgDb(ctx.database.db), target, input.date),
  };
}

/**
 * Saves a roll-call: one record per person for the class session (or the group's day). Changing
 * a status that was already recorded needs a reason, which is kept with the record and in the
 * audit log (who, when, before, after).
 */
export async function saveRollCall(ctx: AppContext, caller: Caller, input: RollCallInput) {
  const target = await rollCallTarget(ctx, caller, input);
  const db = asOrgDb(ctx.database.db);
  const org = (await db
    .selectFrom('organizations')
    .select('timezone')
    .where('id', '=', target.orgId)
    .executeTakeFirst())!;
  const today = DateTime.now().setZone(org.timezone).toISODate()!;
  if (input.date > today)
    throw new AppError(
      400,
      'validation_failed',
      'date: attendance cannot be taken for a future day.',
    );

  return asActor(db, { userId: caller.userId }, async (trx) => {
    const people = await roster(trx, target, input.date);
    const byMember = new Map(people.map((p) => [p.member_id, p]));
    let created = 0;
    let changed = 0;
    for (const entry of input.entries) {
      const person = byMember.get(entry.member_id);
      if (!person)
        throw new AppError(
          400,
          'validation_failed',
          `member ${entry.member_id} is not in ${target.label}.`,
        );
      const status = entry.status as AttendanceStatus;
      if (person.record_id) {
        if (person.status === status) continue;
        if (!entry.note) {
          throw new AppError(
            400,
            'reason_required',
            `Give a reason for changing ${person.full_name} from ${person.status?.replace('_', ' ')} to ${status.replace('_', ' ')}.`,
            {
              member_id: entry.member_id,
            },
          );
        }
        await trx
          .updateTable('attendance_records')
          .set({
            status,
            note: entry.note,
            marked_by: caller.userId,
            method: 'manual',
            flags: sql`array_append(array_remove(flags, 'corrected'), 'corrected')`,
          })
          .where('id', '=', person.record_id)
          .execute();
        changed++;
      } else {
        await trx
          .insertInto('attendance_records')
          .values({
            org_id: target.orgId,
            member_id: entry.member_id,
            date: input.date,
            class_session_id: target.classSessionId,
            status,
            method: 'manual',
            marked_by: caller.userId,
            note: entry.note ?? null,
          })
          .execute();
        created++;
      }
    }
    return { created, changed, unchanged: input.entries.length - created - changed };
  });
}

import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { loadRetention } from './retention.js';

/** How long a category is kept; the web turns each kind into a sentence. */
export type Retention =
  | { kind: 'days_after_leaving'; days: number }
  | { kind: 'while_member' }
  | { kind: 'attendance_register' }
  | { kind: 'proof_of_consent' }
  | { kind: 'not_stored' };

export type RegisterEntry = {
  /** The category id; its name and purpose are texts of the web catalogue. */
  category: string;
  /** How many items (rows) the organisation holds, and about how many people. */
  items: number;
  people: number;
  retention: Retention;
};

/**
 * The owner's register of the personal data the organisation holds (DPDP Act 2023): categories
 * with counts, and how long each is kept. Counted live, owners and Admins only (the route checks).
 */
export async function dataRegister(ctx: AppContext, orgId: string) {
  const { rows } = await sql<Record<string, number>>`
    select
      (select count(*) from public.memberships where org_id = ${orgId}::uuid)::int as members,
      (select count(*) from public.memberships where org_id = ${orgId}::uuid and status = 'active')::int
        as members_active,
      (select count(*) from public.face_data where org_id = ${orgId}::uuid)::int as face_items,
      (select count(distinct member_id) from public.face_data where org_id = ${orgId}::uuid)::int
        as face_people,
      (select count(*) from public.member_birth_dates where org_id = ${orgId}::uuid)::int as births,
      (select count(*) from public.memberships m where m.org_id = ${orgId}::uuid
          and m.role = 'student' and m.status = 'active'
          and not exists (select 1 from public.member_birth_dates b where b.member_id = m.id))::int
        as students_without_birth_date,
      (select count(*) from public.face_consents where org_id = ${orgId}::uuid)::int as consent_items,
      (select count(distinct member_id) from public.face_consents where org_id = ${orgId}::uuid)::int
        as consent_people,
      (select count(*) from public.guardians where org_id = ${orgId}::uuid)::int as guardian_items,
      (select count(distinct member_id) from public.guardians where org_id = ${orgId}::uuid)::int
        as guardian_people,
      (select count(*) from public.attendance_records where org_id = ${orgId}::uuid)::int
        as record_items,
      (select count(distinct member_id) from public.attendance_records where org_id = ${orgId}::uuid)::int
        as record_people,
      (select count(*) from public.attendance_scans where org_id = ${orgId}::uuid
          and latitude is not null)::int as location_items,
      (select count(distinct member_id) from public.attendance_scans where org_id = ${orgId}::uuid
          and latitude is not null)::int as location_people,
      (select count(*) from public.leave_requests where org_id = ${orgId}::uuid)::int as leave_items,
      (select count(distinct member_id) from public.leave_requests where org_id = ${orgId}::uuid)::int
        as leave_people`.execute(ctx.database.db);
  const n = rows[0]!;
  const retention = await loadRetention(ctx.database.db, orgId);
  const entries: RegisterEntry[] = [
    {
      category: 'member_details',
      items: n.members!,
      people: n.members!,
      retention: { kind: 'while_member' },
    },
    {
      category: 'face_data',
      items: n.face_items!,
      people: n.face_people!,
      retention: { kind: 'days_after_leaving', days: retention.face_data_days_after_leaving },
    },
    {
      category: 'dates_of_birth',
      items: n.births!,
      people: n.births!,
      retention: { kind: 'while_member' },
    },
    {
      category: 'face_consents',
      items: n.consent_items!,
      people: n.consent_people!,
      retention: { kind: 'proof_of_consent' },
    },
    {
      category: 'guardians',
      items: n.guardian_items!,
      people: n.guardian_people!,
      retention: { kind: 'while_member' },
    },
    {
      category: 'attendance',
      items: n.record_items!,
      people: n.record_people!,
      retention: { kind: 'attendance_register' },
    },
    {
      category: 'check_in_locations',
      items: n.location_items!,
      people: n.location_people!,
      retention: { kind: 'attendance_register' },
    },
    {
      category: 'leave',
      items: n.leave_items!,
      people: n.leave_people!,
      retention: { kind: 'attendance_register' },
    },
    { category: 'check_in_photos', items: 0, people: 0, retention: { kind: 'not_stored' } },
  ];
  return {
    org_id: orgId,
    active_members: n.members_active!,
    students_without_birth_date: n.students_without_birth_date!,
    retention,
    entries,
  };
}

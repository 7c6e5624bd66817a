import { type Kysely, sql } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { AttendanceRow, DemoOrgKind, DemoUser } from './plan-types.js';

export type Db = Kysely<DB>;

/** pg_advisory_xact_lock key for "the demo is being replaced" (any fixed bigint; 'demo' in hex). */
const DEMO_LOCK = 0x64656d6f;

/** Only one reset at a time, across every server instance on this database. */
export async function lockForReset(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${DEMO_LOCK})`.execute(db);
}

/** Waits for a reset in progress (by any instance) to finish; many readers may hold it at once. */
export async function waitForReset(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${DEMO_LOCK})`.execute(db);
}

export type DemoState = {
  organizations: Array<{
    id: string;
    name: string;
    kind: DemoOrgKind;
    address: string | null;
    timezone: string;
  }>;
  resetAt: Date | null;
  accounts: number;
};

/** What demo data exists now: the organisations, when they were made, and the linked accounts. */
export async function readDemoState(db: Db): Promise<DemoState> {
  const { rows } = await sql<DemoState['organizations'][number] & { created_at: Date }>`
    select id, name, kind, address, timezone, created_at
      from public.organizations where is_demo order by kind desc`.execute(db);
  const { rows: counted } = await sql<{ accounts: number }>`
    select count(*)::int as accounts
      from public.memberships m
      join public.organizations o on o.id = m.org_id and o.is_demo
      join auth.users u on u.id = m.user_id and u.raw_app_meta_data ->> 'demo' = 'true'
     where m.status = 'active'`.execute(db);
  const resetAt = rows.length
    ? new Date(Math.min(...rows.map((row) => new Date(row.created_at).getTime())))
    : null;
  return {
    organizations: rows.map(({ created_at: _, ...org }) => org),
    resetAt,
    accounts: counted[0]?.accounts ?? 0,
  };
}

/** Every table whose rows belong to an organisation (a foreign key to organizations.id). */
async function organizationTables(db: Db): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await sql<{ table_name: string; schema_name: string; column_name: string }>`
    select n.nspname as schema_name, t.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'public.organizations'::regclass
       and cardinality(c.conkey) = 1
     order by t.relname = 'attendance_records' desc, t.relname`.execute(db);
  return rows.map((row) => ({
    table: `${row.schema_name}.${row.table_name}`,
    column: row.column_name,
  }));
}

/**
 * Removes every demo organisation with everything in it, and the demo accounts with their
 * sessions. An organisation a demo account owns is the demo's too, should a visitor ever get one
 * made. Rows that belong to the organisations go first, table by table (whatever tables exist
 * by then): deleting an organisation that still has members makes the audit trigger log the
 * cascaded deletes against an organisation that is already gone, which fails.
 */
export async function deleteDemo(db: Db): Promise<void> {
  const demoUsers = sql`(select id from auth.users where raw_app_meta_data ->> 'demo' = 'true')`;
  const { rows } = await sql<{ id: string }>`
    select id from public.organizations where is_demo or owner_id in ${demoUsers}`.execute(db);
  const orgIds = rows.map((row) => row.id);
  if (orgIds.length) {
    for (const { table, column } of await organizationTables(db)) {
      await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = any(${orgIds}::uuid[])`.execute(
        db,
      );
    }
    await sql`delete from public.organizations where id = any(${orgIds}::uuid[])`.execute(db);
    // The organisations' own "deleted" entries are kept with no organisation: drop those too.
    await sql`delete from public.audit_log
               where org_id is null and entity = 'organizations'
                 and entity_id = any(${orgIds}::text[])`.execute(db);
  }
  const { rows: users } = await sql<{ id: string }>`
    delete from auth.users where id in ${demoUsers} returning id`.execute(db);
  if (users.length) {
    await sql`delete from auth.audit_log_entries
               where user_id = any(${users.map((u) => u.id)}::uuid[])`.execute(db);
  }
}

/** Addresses on the demo domain that real accounts already use, so the demo never takes one. */
export async function takenDemoEmails(db: Db): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`
    select lower(email) as email from auth.users where email ilike '%@demo.invalid'`.execute(db);
  return rows.map((row) => row.email);
}

/** Demo accounts as sign-up would make them, confirmed and without a password. */
export async function insertDemoUsers(db: Db, users: DemoUser[]): Promise<void> {
  const appMeta = JSON.stringify({ provider: 'email', providers: ['email'], demo: true });
  for (const user of users) {
    const userMeta = JSON.stringify({
      full_name: user.fullName,
      phone: user.phone,
      ...user.profile,
    });
    await sql`insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
              values (${user.id}, ${user.email}, now(), ${appMeta}::jsonb, ${userMeta}::jsonb)`.execute(
      db,
    );
    const identity = JSON.stringify({
      sub: user.id,
      email: user.email,
      email_verified: true,
      phone_verified: false,
    });
    await sql`insert into auth.identities (user_id, provider, provider_id, identity_data, email)
              values (${user.id}, 'email', ${user.id}, ${identity}::jsonb, ${user.email})`.execute(
      db,
    );
    // The sign-up trigger made the profile; Incharge is a type only an owner can give.
    await sql`update public.profiles set user_type = ${user.userType} where id = ${user.id}`.execute(
      db,
    );
  }
}

/**
 * Rows per statement. The embedded database runs on the server's own thread, so one statement
 * holds the event loop: a couple of thousand rows keep each pause short.
 */
const CHUNK = 2000;

/** Inserts plain rows (keys are the column names) in a few statements. */
export async function insertRows(db: Db, table: string, rows: object[]): Promise<void> {
  if (!rows.length) return;
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + CHUNK));
    await sql`insert into ${sql.table(table)} (${columns})
              select ${columns} from jsonb_populate_recordset(null::${sql.table(table)}, ${chunk}::jsonb)`.execute(
      db,
    );
  }
}

/**
 * Attendance, with wall-clock times turned into instants in each organisation's own zone. Column
 * arrays through unnest: about twice as fast as JSON rows in the embedded database. (The only
 * flag the demo sets is a forgotten check-out; a text[][] column array cannot be ragged.)
 */
export async function insertAttendance(db: Db, rows: AttendanceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const column = <K extends keyof AttendanceRow>(key: K) => chunk.map((row) => row[key]);
    await sql`
      insert into public.attendance_records
        (org_id, member_id, date, class_session_id, shift_id, check_in_at, check_out_at, status,
         method, match_confidence, latitude, longitude, marked_by, note, flags)
      select r.org_id, r.member_id, r.date, r.class_session_id, r.shift_id,
             r.check_in_local at time zone o.timezone, r.check_out_local at time zone o.timezone,
             r.status, r.method, r.match_confidence, r.latitude, r.longitude, r.marked_by, r.note,
             case when r.is_flagged then '{missing_check_out}'::text[] else '{}'::text[] end
        from unnest(
               ${column('org_id')}::uuid[], ${column('member_id')}::uuid[], ${column('date')}::date[],
               ${column('class_session_id')}::uuid[], ${column('shift_id')}::uuid[],
               ${column('check_in_local')}::timestamp[], ${column('check_out_local')}::timestamp[],
               ${column('status')}::text[], ${column('method')}::text[], ${column('match_confidence')}::real[],
               ${column('latitude')}::float8[], ${column('longitude')}::float8[],
               ${column('marked_by')}::uuid[], ${column('note')}::text[],
               ${chunk.map((row) => row.flags.includes('missing_check_out'))}::boolean[]
             ) as r(org_id, member_id, date, class_session_id, shift_id, check_in_local,
                    check_out_local, status, method, match_confidence, latitude, longitude,
                    marked_by, note, is_flagged)
        join public.organizations o on o.id = r.org_id`.execute(db);
  }
}

/**
 * Generated history is nothing anyone did: logging each of its ~50 000 rows (and again when they
 * are deleted) or announcing them to live boards is most of a reset's time and pure noise. The
 * audit and live-board triggers on attendance skip rows written while this transaction says so
 * (migration 0055); other transactions — other tenants' check-ins — are neither affected nor
 * blocked. Triggers that shape rows stay on.
 */
export async function setGeneratingHistory(db: Db, isGenerating: boolean): Promise<void> {
  await sql`select set_config('ias.generated_history', ${isGenerating ? 'on' : 'off'}, true)`.execute(
    db,
  );
}

/** The demo's audit log starts empty: it shows what visitors did, not how the data was made. */
export async function clearDemoAudit(db: Db): Promise<void> {
  await sql`delete from public.audit_log
             where org_id in (select id from public.organizations where is_demo)`.execute(db);
}

/** After a reset, the embedded database has no autovacuum to reclaim the replaced rows. */
export async function vacuumDemoTables(db: Db): Promise<void> {
  await sql`vacuum (analyze) public.attendance_records, public.memberships, public.class_sessions,
            public.group_members, public.audit_log, auth.users, auth.sessions, auth.refresh_tokens`.execute(
    db,
  );
}

/** The demo account that plays `role` in the demo organisation of `kind`. */
export async function findDemoUserId(
  db: Db,
  kind: DemoOrgKind,
  memberRole: 'owner' | 'teacher' | 'student' | 'employee' | 'incharge',
): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    select u.id
      from auth.users u
      join public.memberships m on m.user_id = u.id and m.status = 'active' and m.role = ${memberRole}
      join public.organizations o on o.id = m.org_id and o.is_demo and o.kind = ${kind}
     where u.raw_app_meta_data ->> 'demo' = 'true'
     order by m.created_at
     limit 1`.execute(db);
  return rows[0]?.id;
}

/** The demo accounts with their names as they are now (visitors may have renamed them). */
export async function listDemoAccounts(db: Db) {
  const { rows } = await sql<{
    user_id: string;
    kind: DemoOrgKind;
    member_role: string;
    full_name: string;
    user_type: string | null;
  }>`
    select u.id as user_id, o.kind, m.role as member_role, coalesce(p.full_name, m.full_name) as full_name, p.user_type
      from auth.users u
      join public.memberships m on m.user_id = u.id and m.status = 'active'
      join public.organizations o on o.id = m.org_id and o.is_demo
      left join public.profiles p on p.id = u.id
     where u.raw_app_meta_data ->> 'demo' = 'true'`.execute(db);
  return rows;
}

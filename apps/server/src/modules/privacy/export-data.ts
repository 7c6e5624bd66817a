import type { Locale } from '@ias/shared';
import { stringify } from 'csv-stringify/sync';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { translate } from '../../lib/i18n.js';
import { LEAVE_DOCUMENTS_BUCKET } from '../leave/documents.js';
import { BlobNotFoundError } from '../storage/driver.js';
import { storageDriverFor } from '../storage/local-driver.js';
import { writePrivacyAudit } from './audit.js';
import type { ZipStream } from './zip-stream.js';

type Row = Record<string, unknown>;

/**
 * Every table with a foreign key to an account (`auth.users`) or a membership, and the file of
 * the download that holds the person's rows of it. `privacy.test.ts` compares this list with the
 * database's foreign keys, so a new table is either added here or to NOT_EXPORTED with a reason.
 */
export const EXPORTED_TABLES: Record<string, string> = {
  'auth.users': 'account.json',
  'auth.identities': 'account.json',
  'auth.sessions': 'account.json',
  'auth.mfa_factors': 'account.json',
  'auth.audit_log_entries': 'audit/sign_ins.json',
  'private.account_deletions': 'account.json',
  'public.profiles': 'profile.json',
  'public.memberships': 'memberships.json',
  'public.group_members': 'memberships.json',
  'public.attendance_records': 'attendance/attendance.json',
  'public.attendance_scans': 'attendance/scans.json',
  'public.location_checks': 'attendance/location_checks.json',
  'public.biometric_punches': 'attendance/biometric_punches.json',
  'public.biometric_pins': 'attendance/biometric_pins.json',
  'public.leave_requests': 'requests/leave_requests.json',
  'public.correction_requests': 'requests/correction_requests.json',
  'public.leave_ledger': 'requests/leave_balance_entries.json',
  'public.overtime_entries': 'requests/overtime.json',
  'public.messages': 'messages.json',
  'public.conversation_members': 'conversations.json',
  'public.message_reactions': 'message_reactions.json',
  'public.notifications': 'notifications/notifications.json',
  'public.notification_deliveries': 'notifications/deliveries.json',
  'public.notification_preferences': 'notifications/preferences.json',
  'public.push_subscriptions': 'notifications/push_devices.json',
  'public.task_cards': 'tasks/cards.json',
  'public.task_card_assignees': 'tasks/cards.json',
  'public.task_comments': 'tasks/comments.json',
  'public.calendar_events': 'calendar/events.json',
  'public.calendar_event_invitees': 'calendar/invitations.json',
  'public.calendar_feeds': 'calendar/feeds.json',
  'public.contacts': 'contacts.json',
  'public.contact_messages': 'contact_messages.json',
  'public.face_data': 'face_data.json',
  'public.guardians': 'guardians.json',
  'public.guardian_deliveries': 'guardian_messages.json',
  'private.face_consent_links': 'face_consent_links.json',
  'public.member_birth_dates': 'birth_date.json',
  'public.face_consents': 'face_consents.json',
  'public.invitations': 'invitations.json',
  'public.tutorial_progress': 'tutorial_progress.json',
  'storage.objects': 'files.json',
};

/** Tables pointing at a person that the download leaves out, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  'auth.flow_state': 'sign-in in progress: secret codes living minutes',
  'auth.one_time_tokens': 'secret link tokens (hashed), living minutes',
  'auth.otp_codes': 'secret one-time codes (hashed), living minutes',
  'auth.refresh_tokens': 'secret session tokens; the sessions are in account.json',
  'private.face_challenges': 'single-use liveness challenges living seconds',
  'private.member_pins': 'the kiosk PIN, a secret (hashed)',
  'private.export_jobs': 'reports they asked for: the organisation’s data, not about them',
  'public.attendance_month_totals': 'monthly sums of their attendance records, which are exported',
  'public.attendance_month_days': 'their day records month by month, which are exported',
  'public.api_keys': 'keys they created for their organisation (who created it)',
  'public.biometric_commands': 'device commands they sent for their organisation',
  'public.biometric_devices': 'devices they registered for their organisation',
  'public.devices': 'kiosks they registered for their organisation',
  'public.class_sessions': 'classes they taught: the organisation’s timetable',
  'public.conversations': 'conversations they started; their membership and messages are exported',
  'public.groups': 'groups they are responsible for; their own groups are in memberships.json',
  'public.group_join_codes': 'join codes they made for their organisation',
  'public.organizations': 'organisations they own; listed in memberships.json',
  'public.file_spaces': 'file spaces they own; the files they own are in files/',
  'public.files': 'documents they uploaded; their bytes and details are in files/ and files.json',
  'public.file_shares': 'share links they made (who made it)',
  'public.payroll_layouts': 'payroll layouts they made for their organisation',
  'public.retention_settings': 'their organisation’s setting (who changed it)',
  'public.scheduled_reports': 'reports they scheduled for their organisation',
  'public.task_boards': 'boards they own; their cards and comments are in tasks/',
  'public.task_board_members': 'boards they belong to; their cards and comments are in tasks/',
  'public.webhooks': 'webhooks they set up for their organisation',
  'storage.buckets': 'buckets they created; the files they own are in files/',
};

/** Rows read per statement for the tables that grow with time (records, messages, the log). */
const PAGE = 1000;

/**
 * One person's data as a ZIP: a JSON file per kind of data (attendance also as CSV), the sign-in
 * log, and every stored file they own, under `files/<bucket>/<path>`. Every statement names the
 * person (their account id, or the ids of their own memberships), so nobody else's rows can enter;
 * the tables that grow are read a page at a time and written as they arrive.
 *
 * Left out on purpose: the face descriptor itself (a key to their face check-ins; its existence,
 * model and consent are listed), password hashes, token hashes and push keys (secrets, not data
 * about the person).
 */
export async function writePersonalData(
  ctx: AppContext,
  userId: string,
  zip: ZipStream,
  locale: Locale,
  now: Date,
): Promise<void> {
  const db = ctx.database.reportDb;
  const memberIds = (
    await sql<{
      id: string;
    }>`select id from public.memberships where user_id = ${userId}::uuid`.execute(db)
  ).rows.map((r) => r.id);
  const members = sql`${memberIds}::uuid[]`;
  await writePrivacyAudit(ctx.database.db, {
    actorId: userId,
    action: 'export',
    entity: 'account',
    entityId: userId,
    after: { at: now.toISOString() },
  });

  await zip.add('README.txt', [
    translate(locale, 'privacy.export.readme', { date: now.toISOString() }),
  ]);

  const one = async (query: RawBuilder<Row>) => (await query.execute(db)).rows;
  const account = {
    user: (
      await one(sql`select id, email, phone, email_confirmed_at, last_sign_in_at, created_at,
                           updated_at, raw_user_meta_data as user_metadata
                      from auth.users where id = ${userId}::uuid`)
    )[0],
    identities: await one(sql`select provider, email, created_at, last_sign_in_at
                                from auth.identities where user_id = ${userId}::uuid order by created_at`),
    sessions: await one(sql`select id, aal, user_agent, ip, created_at, refreshed_at, not_after
                              from auth.sessions where user_id = ${userId}::uuid order by created_at`),
    two_factor: await one(sql`select friendly_name, factor_type, status, created_at
                                from auth.mfa_factors where user_id = ${userId}::uuid order by created_at`),
    deletion_requests: await one(sql`select requested_at, erase_after, cancelled_at
                                       from private.account_deletions where user_id = ${userId}::uuid
                                      order by requested_at`),
  };
  await zip.add('account.json', [json(account)]);
  const profile = await one(
    sql`select to_jsonb(p) as row from public.profiles p where p.id = ${userId}::uuid`,
  );
  await zip.add('profile.json', [json(profile[0]?.row ?? null)]);

  await jsonFile(zip, 'memberships.json', () =>
    one(sql`select to_jsonb(m) || jsonb_build_object('organization', o.name, 'organization_kind', o.kind,
                   'groups', coalesce((select jsonb_agg(g.name order by g.name) from public.group_members gm
                                         join public.groups g on g.id = gm.group_id where gm.member_id = m.id), '[]'))
                   as row
              from public.memberships m join public.organizations o on o.id = m.org_id
             where m.id = any (${members}) order by m.created_at`),
  );

  // Attendance: CSV for a spreadsheet and JSON with every field, read a page at a time.
  const attendancePage = (after: string | null) =>
    one(sql`select r.id, o.name as organization, to_char(r.date, 'YYYY-MM-DD') as date, r.status,
                   r.check_in_at, r.check_out_at, r.method, r.flags, r.note, r.latitude, r.longitude,
                   cs.subject as class_subject, r.created_at
              from public.attendance_records r
              join public.organizations o on o.id = r.org_id
              left join public.class_sessions cs on cs.id = r.class_session_id
             where r.member_id = any (${members})
                   ${after ? sql`and (r.date, r.id) > (${after.split('|')[0]}::date, ${after.split('|')[1]}::uuid)` : sql``}
             order by r.date, r.id limit ${PAGE}`);
  const attendanceKey = (row: Row) => `${String(row.date)}|${String(row.id)}`;
  await zip.add(
    'attendance/attendance.csv',
    csvLines(attendancePage, attendanceKey, ATTENDANCE_COLUMNS),
  );
  await zip.add('attendance/attendance.json', jsonPages(attendancePage, attendanceKey));
  await zip.add(
    'attendance/scans.json',
    jsonPages((after) =>
      one(sql`select id, org_id, scanned_at, received_at, method, outcome, match_confidence,
                     device_id, latitude, longitude
                from public.attendance_scans
               where member_id = any (${members}) ${after ? sql`and id > ${after}::uuid` : sql``}
               order by id limit ${PAGE}`),
    ),
  );

  // What the server saw of each geofenced self check-in: the fix, the device, the network, the
  // signs flagged and the review (not who reviewed it: that is a colleague's account).
  const locationPage = (after: string | null) =>
    one(sql`select c.id, o.name as organization, c.checked_at, c.latitude, c.longitude, c.accuracy_m,
                   s.name as site, c.distance_m, c.accuracy_limit_m, c.device_id, c.user_agent,
                   host(c.ip) as ip, c.flags, c.travel_km, c.travel_minutes, c.travel_kmh,
                   c.review_status, c.reviewed_at, c.review_reason, c.created_at
              from public.location_checks c
              join public.organizations o on o.id = c.org_id
              left join public.sites s on s.id = c.site_id
             where c.member_id = any (${members}) ${after ? sql`and c.id > ${after}::uuid` : sql``}
             order by c.id limit ${PAGE}`);
  await zip.add(
    'attendance/location_checks.csv',
    csvLines(locationPage, (row) => String(row.id), LOCATION_COLUMNS),
  );
  await zip.add('attendance/location_checks.json', jsonPages(locationPage));

  const rowsOf = (table: string, where: RawBuilder<unknown>, order = 'created_at') =>
    one(sql`select to_jsonb(t) as row from ${sql.table(`public.${table}`)} t where ${where}
             order by ${sql.ref(order)}`);
  const byMember = sql`member_id = any (${members})`;
  await jsonFile(zip, 'requests/leave_requests.json', () => rowsOf('leave_requests', byMember));
  await jsonFile(zip, 'requests/correction_requests.json', () =>
    rowsOf('correction_requests', byMember),
  );
  await jsonFile(zip, 'requests/leave_balance_entries.json', () =>
    rowsOf('leave_ledger', byMember),
  );
  await jsonFile(zip, 'requests/overtime.json', () => rowsOf('overtime_entries', byMember));
  await zip.add(
    'attendance/biometric_punches.json',
    jsonPages((after) =>
      one(sql`select id, org_id, device_id, pin, punched_at, local_time, punch_state, verify_type,
                     source, received_at, outcome, note, applied_at
                from public.biometric_punches
               where member_id = any (${members}) ${after ? sql`and id > ${after}::uuid` : sql``}
               order by id limit ${PAGE}`),
    ),
  );
  await jsonFile(zip, 'attendance/biometric_pins.json', () => rowsOf('biometric_pins', byMember));

  await zip.add(
    'messages.json',
    jsonPages((after) =>
      one(sql`select id, org_id, conversation_id, body, attachments, created_at, edited_at, deleted_at
                from public.messages
               where author_id = any (${members}) ${after ? sql`and id > ${after}::uuid` : sql``}
               order by id limit ${PAGE}`),
    ),
  );
  await jsonFile(zip, 'conversations.json', () =>
    rowsOf('conversation_members', byMember, 'joined_at'),
  );
  await jsonFile(zip, 'message_reactions.json', () => rowsOf('message_reactions', byMember));
  await zip.add(
    'notifications/notifications.json',
    jsonPages((after) =>
      one(sql`select id, org_id, kind, params, link, in_app, read_at, created_at
                from public.notifications
               where user_id = ${userId}::uuid ${after ? sql`and id > ${after}::uuid` : sql``}
               order by id limit ${PAGE}`),
    ),
  );
  await zip.add(
    'notifications/deliveries.json',
    jsonPages((after) =>
      one(sql`select id, notification_id, org_id, channel, status, attempted_at, error, created_at
                from public.notification_deliveries
               where user_id = ${userId}::uuid ${after ? sql`and id > ${after}::uuid` : sql``}
               order by id limit ${PAGE}`),
    ),
  );
  await jsonFile(zip, 'notifications/preferences.json', () =>
    rowsOf('notification_preferences', sql`user_id = ${userId}::uuid`, 'kind'),
  );
  await jsonFile(zip, 'notifications/push_devices.json', () =>
    one(sql`select user_agent, created_at, last_sent_at from public.push_subscriptions
             where user_id = ${userId}::uuid order by created_at`),
  );

  await jsonFile(zip, 'tasks/cards.json', () =>
    one(sql`select to_jsonb(c) as row from public.task_cards c
             where c.created_by = ${userId}::uuid
                or c.id in (select card_id from public.task_card_assignees where member_id = any (${members}))
             order by c.created_at`),
  );
  await jsonFile(zip, 'tasks/comments.json', () =>
    rowsOf('task_comments', sql`author_id = ${userId}::uuid`),
  );
  await jsonFile(zip, 'calendar/events.json', () =>
    rowsOf('calendar_events', sql`organiser_id = ${userId}::uuid`),
  );
  await jsonFile(zip, 'calendar/invitations.json', () =>
    one(sql`select jsonb_build_object('event_id', i.event_id, 'title', e.title, 'starts_at', e.starts_at,
                                      'response', i.response) as row
              from public.calendar_event_invitees i join public.calendar_events e on e.id = i.event_id
             where i.member_id = any (${members}) order by e.starts_at`),
  );
  await jsonFile(zip, 'calendar/feeds.json', () =>
    one(sql`select org_id, created_at, last_used_at from public.calendar_feeds
             where user_id = ${userId}::uuid order by created_at`),
  );
  await jsonFile(zip, 'contacts.json', () => rowsOf('contacts', sql`owner_id = ${userId}::uuid`));
  await jsonFile(zip, 'face_data.json', () =>
    one(sql`select org_id, member_id, model, model_version, quality, consent_at, created_at
              from public.face_data where member_id = any (${members}) order by created_at`),
  );
  await jsonFile(zip, 'guardians.json', () => rowsOf('guardians', byMember));
  // What was sent to their guardians about them (absences, late arrivals, summaries), and the
  // consent links sent to them (where to; the link's token is a secret and stays out).
  await jsonFile(zip, 'guardian_messages.json', () => rowsOf('guardian_deliveries', byMember));
  await jsonFile(zip, 'face_consent_links.json', () =>
    one(sql`select org_id, member_id, guardian_id, sent_to, created_at, expires_at, consent_id
              from private.face_consent_links where member_id = any (${members}) order by created_at`),
  );
  await jsonFile(zip, 'invitations.json', () =>
    one(sql`select org_id, member_id, email, expires_at, accepted_at, created_at
              from public.invitations where member_id = any (${members}) order by created_at`),
  );
  await jsonFile(zip, 'contact_messages.json', () =>
    rowsOf('contact_messages', sql`user_id = ${userId}::uuid`),
  );
  await jsonFile(zip, 'birth_date.json', () => rowsOf('member_birth_dates', byMember, 'member_id'));
  await jsonFile(zip, 'face_consents.json', () => rowsOf('face_consents', byMember, 'given_at'));
  await jsonFile(zip, 'tutorial_progress.json', () =>
    rowsOf('tutorial_progress', sql`user_id = ${userId}::uuid`, 'guide_id'),
  );

  // What the product logged about them: changes to their own rows, and their sign-ins.
  const subjects = [userId, ...memberIds];
  await zip.add(
    'audit/changes_about_me.json',
    jsonPages(
      (after) =>
        one(sql`select id, org_id, actor_id, action, entity, entity_id, before, after, created_at
                  from public.audit_log
                 where entity_id = any (${subjects}::text[]) ${after ? sql`and id > ${after}::bigint` : sql``}
                 order by id limit ${PAGE}`),
      (row) => String(row.id),
    ),
  );
  await jsonFile(zip, 'audit/sign_ins.json', () =>
    one(sql`select action, payload, ip_address, created_at from auth.audit_log_entries
             where user_id = ${userId}::uuid order by created_at`),
  );

  // Their stored files: a list with each object's details, then the bytes, streamed from disk.
  // Besides what they own, the documents in their leave folders ('<org>/<membership>/'), whoever
  // the storage row names as owner.
  const objects = (await one(sql`select bucket_id, name, version, metadata, created_at, updated_at
                                    from storage.objects
                                   where owner = ${userId}::uuid
                                      or (bucket_id = ${LEAVE_DOCUMENTS_BUCKET}
                                          and name like any (array(
                                            select m.org_id::text || '/' || m.id::text || '/%'
                                              from public.memberships m where m.id = any (${members}))))
                                   order by bucket_id, name`)) as Array<{
    bucket_id: string;
    name: string;
    version: string | null;
    metadata: Row | null;
    updated_at: Date;
  }>;
  await zip.add('files.json', [json(objects.map(({ version: _version, ...o }) => o))]);
  const driver = storageDriverFor(ctx.config);
  for (const object of objects) {
    if (!object.version) continue;
    let source;
    try {
      source = await driver.get({
        bucket: object.bucket_id,
        name: object.name,
        version: object.version,
      });
    } catch (error) {
      if (error instanceof BlobNotFoundError) continue;
      throw error;
    }
    await zip.addStream(`files/${object.bucket_id}/${object.name}`, source, {
      modified: new Date(object.updated_at),
    });
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A small table as one JSON array (rows selected as `row` are unwrapped). */
async function jsonFile(zip: ZipStream, name: string, read: () => Promise<Row[]>): Promise<void> {
  const rows = await read();
  await zip.add(name, [
    json(rows.map((r) => ('row' in r && Object.keys(r).length === 1 ? r.row : r))),
  ]);
}

/** A JSON array written a page at a time; pages are read after the last key of the one before. */
async function* jsonPages(
  read: (after: string | null) => Promise<Row[]>,
  keyOf: (row: Row) => string = (row) => String(row.id),
): AsyncGenerator<string> {
  let after: string | null = null;
  let first = true;
  yield '[';
  for (;;) {
    const rows = await read(after);
    for (const row of rows) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    if (rows.length < PAGE) break;
    after = keyOf(rows[rows.length - 1]!);
  }
  yield first ? ']\n' : '\n]\n';
}

const ATTENDANCE_COLUMNS = [
  'organization',
  'date',
  'status',
  'check_in_at',
  'check_out_at',
  'method',
  'class_subject',
  'flags',
  'note',
];
const LOCATION_COLUMNS = [
  'organization',
  'checked_at',
  'latitude',
  'longitude',
  'accuracy_m',
  'site',
  'distance_m',
  'device_id',
  'user_agent',
  'ip',
  'flags',
  'review_status',
  'reviewed_at',
  'review_reason',
];

/** Rows as CSV (UTF-8 with a BOM, as the reports, so Excel reads Hindi names). */
async function* csvLines(
  read: (after: string | null) => Promise<Row[]>,
  keyOf: (row: Row) => string,
  columns: string[],
): AsyncGenerator<string> {
  yield `\uFEFF${stringify([columns])}`;
  let after: string | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length) {
      yield stringify(
        rows.map((r) =>
          columns.map((c) => {
            const value = r[c];
            if (value instanceof Date) return value.toISOString();
            if (Array.isArray(value)) return value.join(' ');
            return value ?? '';
          }),
        ),
      );
    }
    if (rows.length < PAGE) break;
    after = keyOf(rows[rows.length - 1]!);
  }
}

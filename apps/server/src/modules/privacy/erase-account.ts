import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type JobSchedule } from '../../lib/jobs/queue.js';
import { LEAVE_DOCUMENTS_BUCKET } from '../leave/documents.js';
import type { BlobKey } from '../storage/driver.js';
import { storageDriverFor } from '../storage/local-driver.js';
import { ownedOrganisations } from './account-deletion.js';
import { writePrivacyAudit } from './audit.js';

export const ERASE_JOB = 'privacy.erase_account';

/**
 * Keys of personal values taken out of the audit log's before/after copies of the erased person's
 * rows (names, contact details, numbers that identify them, words they wrote, where they were).
 */
const PERSONAL_KEYS = [
  'full_name',
  'email',
  'phone',
  'photo_url',
  'avatar_url',
  'roll_number',
  'employee_code',
  'card_number',
  'company_name',
  'name',
  'notes',
  'organisation',
  'relationship',
  'body',
  'attachments',
  'reason',
  'decision_note',
  'note',
  'latitude',
  'longitude',
  'user_agent',
  'ip',
  'date_of_birth',
  'guardian_name',
  'withdrawn_guardian_name',
  'withdrawn_note',
  'sent_to',
  'device_id',
  'accuracy_m',
  'distance_m',
  'travel_km',
  'travel_minutes',
  'travel_kmh',
  'review_reason',
  'document_path',
  'document_name',
];

/** The stable pseudonym of an erased membership: from its random id, never from the person. */
export const pseudonymSql = (column: string) =>
  sql<string>`'Former member ' || upper(substr(md5(${sql.ref(column)}::text), 1, 6))`;

/**
 * The daily erasure: every round's tick enqueues one job per request whose grace period is over,
 * keyed by the request and the UTC day, so each is tried once a day (however many instances tick)
 * and one that could not be carried out (the person came to own an organisation others joined
 * after asking) is tried again the next day.
 */
export function privacySchedule(ctx: AppContext): JobSchedule {
  return {
    async tick(db, now) {
      const { rows } = await sql<{ id: string }>`
        select id from private.account_deletions
         where cancelled_at is null and erased_at is null and erase_after <= ${now}::timestamptz
         order by erase_after limit 100`.execute(db);
      const day = now.toISOString().slice(0, 10);
      for (const { id } of rows) {
        await enqueue(db, {
          name: ERASE_JOB,
          key: `privacy.erase:${id}:${day}`,
          payload: { deletion_id: id },
          runAt: now,
          maxAttempts: 3,
        });
      }
    },
    handlers: {
      [ERASE_JOB]: async (job, trx, now) => {
        const removed = await eraseAccount(trx, String(job.payload.deletion_id), now);
        // The rows naming these bytes are gone with this transaction; the bytes go now (a commit
        // that then failed would leave the rows, and the next day's job erases them again).
        const driver = storageDriverFor(ctx.config);
        for (const key of removed) {
          await driver
            .remove(key)
            .catch((error: unknown) =>
              ctx.log.warn({ err: error, bucket: key.bucket }, 'could not remove erased bytes'),
            );
        }
      },
    },
  };
}

/**
 * Erases one person whose grace period is over, in the caller's transaction: their account,
 * sign-in, sessions, profile, contacts, notifications, face data, files and the words of their
 * messages go; their attendance stays under a stable pseudonym (no name, e-mail, phone or
 * numbers), so their organisations' reports still add up. Returns the stored bytes to remove.
 */
export async function eraseAccount(
  trx: Transaction<DB>,
  deletionId: string,
  now: Date,
): Promise<BlobKey[]> {
  const { rows: requests } = await sql<{ user_id: string; erase_after: Date }>`
    select user_id, erase_after from private.account_deletions
     where id = ${deletionId}::uuid and cancelled_at is null and erased_at is null
     for update`.execute(trx);
  const request = requests[0];
  if (!request || new Date(request.erase_after) > now) return [];
  const userId = request.user_id;
  // The job acts for nobody: the log says the system did it.
  await sql`select set_config('audit.actor_id', '', true), set_config('audit.device_id', '', true)`.execute(
    trx,
  );

  const owned = await ownedOrganisations(trx, userId);
  const blocking = owned.filter((o) => o.others > 0);
  if (blocking.length) {
    await writePrivacyAudit(trx, {
      actorId: null,
      action: 'erase_postponed',
      entity: 'account_deletions',
      entityId: deletionId,
      after: { organizations: blocking.map((o) => o.id) },
    });
    return [];
  }
  // Organisations the person owns alone go with the account (the profile page says so).
  if (owned.length) {
    await sql`delete from public.organizations where id = any (${owned.map((o) => o.id)}::uuid[])`.execute(
      trx,
    );
  }

  const ids = async (query: RawBuilder<unknown>) =>
    (await query.execute(trx)).rows.map((r) => String((r as { id: string }).id));
  const memberships = (
    await sql<{ id: string; org_id: string; pseudonym: string }>`
      select id, org_id, ${pseudonymSql('id')} as pseudonym
        from public.memberships where user_id = ${userId}::uuid`.execute(trx)
  ).rows;
  const members = sql`${memberships.map((m) => m.id)}::uuid[]`;
  const [email] = (
    await sql<{
      email: string | null;
    }>`select email from auth.users where id = ${userId}::uuid`.execute(trx)
  ).rows;

  // Rows whose audit copies hold personal values, collected before they change or go.
  const subjects = [
    userId,
    ...memberships.map((m) => m.id),
    ...(await ids(sql`select id from public.messages where author_id = any (${members})`)),
    ...(await ids(sql`select id from public.contacts where owner_id = ${userId}::uuid`)),
    ...(await ids(sql`select id from public.guardians where member_id = any (${members})`)),
    ...(await ids(sql`select id from public.face_consents where member_id = any (${members})`)),
    ...(await ids(sql`select id from public.leave_requests where member_id = any (${members})`)),
    ...(await ids(
      sql`select id from public.correction_requests where member_id = any (${members})`,
    )),
    ...(await ids(
      sql`select id from public.attendance_records where member_id = any (${members})`,
    )),
    ...(await ids(sql`select id from public.location_checks where member_id = any (${members})`)),
  ];

  // Attendance stays, pseudonymised: the day, its status and times, nothing that names the person
  // or says where they were. Not announced or audited row by row (one line below says it).
  await sql`select set_config('ias.generated_history', 'on', true)`.execute(trx);
  await sql`update public.attendance_records set latitude = null, longitude = null, note = null
             where member_id = any (${members})
               and (latitude is not null or longitude is not null or note is not null)`.execute(
    trx,
  );
  await sql`select set_config('ias.generated_history', 'off', true)`.execute(trx);
  await sql`update public.attendance_scans set latitude = null, longitude = null
             where member_id = any (${members}) and (latitude is not null or longitude is not null)`.execute(
    trx,
  );
  // What the server saw of her self check-ins (where, which device, which network) goes; the day
  // records keep what attendance needs, a rejected check-in's `location_rejected` flag included.
  await sql`delete from public.location_checks where member_id = any (${members})`.execute(trx);
  // Other people's notifications name her (a request waiting for them, a message she sent):
  // they now name the pseudonym, and the words of her messages leave their excerpts.
  await sql`update public.notifications n
               set params = n.params || jsonb_build_object('person', m.pseudonym)
                            || case when n.params ? 'excerpt' then '{"excerpt": ""}'::jsonb else '{}'::jsonb end
              from (select id, org_id, full_name, ${pseudonymSql('id')} as pseudonym
                      from public.memberships where id = any (${members})) m
             where n.org_id = m.org_id and n.params ->> 'person' = m.full_name`.execute(trx);
  await sql`update public.memberships
               set full_name = ${pseudonymSql('id')}, email = null, phone = null, photo_url = null,
                   roll_number = null, employee_code = null, card_number = null, user_id = null,
                   status = case status when 'active' then 'left'
                                        when 'pending' then 'rejected'
                                        when 'invited' then 'rejected' else status end,
                   left_at = case when status = 'active' then ${now}::timestamptz else left_at end
             where id = any (${members})`.execute(trx);
  await sql`delete from public.face_data where member_id = any (${members})`.execute(trx);
  await sql`delete from private.member_pins where member_id = any (${members})`.execute(trx);
  // Date of birth and the guardians' consent records, with the guardian's name on them (with the
  // face data gone they stand for nothing); the consent links go with the guardians.
  await sql`delete from public.member_birth_dates where member_id = any (${members})`.execute(trx);
  await sql`delete from public.face_consents where member_id = any (${members})`.execute(trx);
  await sql`delete from public.guardians where member_id = any (${members})`.execute(trx);
  // The log of what was sent to their guardians keeps that a message went (the day, the kind, the
  // channel, whether it arrived), not to whom nor what it said about the student; messages not
  // sent yet are dropped.
  await sql`delete from public.guardian_deliveries
             where member_id = any (${members}) and status in ('pending', 'sending')`.execute(trx);
  await sql`update public.guardian_deliveries
               set recipient_name = '[erased]', address = '[erased]', params = '{}'::jsonb,
                   error = null
             where member_id = any (${members})`.execute(trx);
  await sql`update public.messages set deleted_at = ${now}::timestamptz, body = '', attachments = '[]'
             where author_id = any (${members}) and deleted_at is null`.execute(trx);
  await sql`update public.leave_requests
               set reason = '[erased]', decision_note = null, document_path = null, document_name = null,
                   status = case status when 'pending' then 'cancelled' else status end
             where member_id = any (${members})`.execute(trx);
  await sql`update public.overtime_entries set decision_note = null
             where member_id = any (${members}) and decision_note is not null`.execute(trx);
  await sql`update public.correction_requests
               set reason = '[erased]', decision_note = null,
                   status = case status when 'pending' then 'cancelled' else status end
             where member_id = any (${members})`.execute(trx);
  if (email?.email) {
    await sql`delete from public.invitations where lower(email) = lower(${email.email})`.execute(
      trx,
    );
  }

  // Stored files: the organisation keeps documents uploaded into its shared spaces (no longer
  // owned by anyone); everything else the person owns goes, rows now and bytes after, and so do
  // the documents of their leave requests (their '<org>/<membership>/' folders), whoever uploaded
  // them.
  await sql`update storage.objects o set owner = null
             where o.owner = ${userId}::uuid and o.bucket_id = 'spaces'
               and exists (select 1 from public.files f join public.file_spaces s on s.id = f.space_id
                            where f.object_name = o.name and s.kind <> 'personal')`.execute(trx);
  const removed = (
    await sql<{ bucket_id: string; name: string; version: string | null }>`
      delete from storage.objects
       where owner = ${userId}::uuid
          or (bucket_id = ${LEAVE_DOCUMENTS_BUCKET}
              and name like any (array(
                select m.org_id::text || '/' || m.id::text || '/%'
                  from public.memberships m where m.id = any (${members}))))
      returning bucket_id, name, version`.execute(trx)
  ).rows
    .filter((o) => o.version)
    .map((o) => ({ bucket: o.bucket_id, name: o.name, version: o.version! }));

  // Sign-in, sessions, profile, contacts, notifications, preferences, personal spaces, boards and
  // events go with the account (their foreign keys cascade); its sign-in log goes too.
  await sql`delete from auth.audit_log_entries where user_id = ${userId}::uuid`.execute(trx);
  await sql`delete from auth.users where id = ${userId}::uuid`.execute(trx);

  // The audit log keeps what happened, not who it was: personal values leave its copies of them.
  await sql`update public.audit_log
               set before = case when before is null then null else before - ${PERSONAL_KEYS}::text[] end,
                   after = case when after is null then null else after - ${PERSONAL_KEYS}::text[] end
             where entity_id = any (${subjects}::text[])`.execute(trx);

  await sql`update private.account_deletions set erased_at = ${now}::timestamptz
             where id = ${deletionId}::uuid`.execute(trx);
  for (const m of memberships) {
    await writePrivacyAudit(trx, {
      actorId: null,
      action: 'erase',
      entity: 'memberships',
      entityId: m.id,
      orgId: m.org_id,
      after: { pseudonym: m.pseudonym },
    });
  }
  await writePrivacyAudit(trx, {
    actorId: null,
    action: 'erase',
    entity: 'account_deletions',
    entityId: deletionId,
    after: {
      memberships: memberships.length,
      files: removed.length,
      organizations_deleted: owned.length,
    },
  });
  return removed;
}

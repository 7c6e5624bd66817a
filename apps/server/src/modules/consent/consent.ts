import { isLocale, type Locale } from '@ias/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asActor } from '../../lib/actor.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { translator } from '../../lib/i18n.js';
import { hashToken, randomToken } from '../auth/crypto.js';
import { mailLayout } from '../auth/mail-templates.js';
import { memberForCaller, ownMembership } from '../faces/face-access.js';
import { createSmsProvider } from '../guardians/providers/index.js';
import type { FaceRegistry } from '../faces/face-registry.js';
import { isMinor } from './gate.js';

/** A mailed link gives consent for 14 days; it withdraws it for as long as the guardian is on record. */
export const LINK_LIFETIME_MS = 14 * 24 * 3600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL on any transaction
type Executor = Kysely<any>;

type Member = { id: string; org_id: string; full_name: string; role: string; status: string };

export type ConsentRow = {
  id: string;
  guardian_name: string;
  method: 'guardian_link' | 'paper';
  note: string | null;
  recorded_by_name: string | null;
  given_at: Date;
  withdrawn_at: Date | null;
  withdrawn_via: 'guardian_link' | 'staff' | null;
  withdrawn_by_name: string | null;
  withdrawn_guardian_name: string | null;
  withdrawn_note: string | null;
};

const notYours = () => localizedError(403, 'consent_staff_only', 'error.consent.staffOnly');

/** The member the caller asks about, and whether they may record consent for them (staff, not self). */
async function subject(ctx: AppContext, caller: Caller, memberId?: string, orgId?: string) {
  if (memberId) {
    const { member, isSelf } = await memberForCaller(ctx, caller, memberId);
    return { member: member as Member, canRecord: !isSelf };
  }
  return { member: (await ownMembership(ctx, caller, orgId)) as Member, canRecord: false };
}

async function staffSubject(ctx: AppContext, caller: Caller, memberId: string) {
  const { member, canRecord } = await subject(ctx, caller, memberId);
  if (!canRecord) throw notYours();
  return member;
}

async function consents(db: Executor, memberId: string): Promise<ConsentRow[]> {
  const { rows } = await sql<ConsentRow>`
    select c.id, c.guardian_name, c.method, c.note, rb.full_name as recorded_by_name, c.given_at,
           c.withdrawn_at, c.withdrawn_via, wb.full_name as withdrawn_by_name,
           c.withdrawn_guardian_name, c.withdrawn_note
      from public.face_consents c
      left join public.profiles rb on rb.id = c.recorded_by
      left join public.profiles wb on wb.id = c.withdrawn_by
     where c.member_id = ${memberId}::uuid
     order by c.given_at desc`.execute(db);
  return rows;
}

/**
 * What the enrolment screens and the consent card need: whether the member is a child, the
 * consent in force (who, when, how), its history, and — for staff — the guardians to ask.
 */
export async function consentStatus(
  ctx: AppContext,
  caller: Caller,
  memberId?: string,
  orgId?: string,
) {
  const { member, canRecord } = await subject(ctx, caller, memberId, orgId);
  return statusOf(ctx.database.db, member, canRecord);
}

async function statusOf(db: Executor, member: Member, canRecord: boolean) {
  const [birth, minor, history, guardians, faces] = await Promise.all([
    sql<{ date_of_birth: string }>`
      select date_of_birth from public.member_birth_dates where member_id = ${member.id}::uuid`.execute(
      db,
    ),
    isMinor(db, member.id),
    consents(db, member.id),
    canRecord
      ? sql<{
          id: string;
          position: number;
          full_name: string;
          relationship: string;
          email: string | null;
          phone: string | null;
        }>`
          select id, position, full_name, relationship, email, phone from public.guardians
           where member_id = ${member.id}::uuid order by position`.execute(db)
      : Promise.resolve({ rows: [] }),
    sql<{ n: number }>`
      select count(*)::int as n from public.face_data where member_id = ${member.id}::uuid`.execute(
      db,
    ),
  ]);
  const current = history.find((c) => !c.withdrawn_at) ?? null;
  return {
    member_id: member.id,
    member_name: member.full_name,
    role: member.role,
    date_of_birth: birth.rows[0]?.date_of_birth ?? null,
    minor,
    consent_required: minor,
    may_enrol: !minor || current !== null,
    consent: current,
    history,
    face_captures: faces.rows[0]!.n,
    can_record: canRecord,
    guardians: guardians.rows.map((g) => ({
      id: g.id,
      position: g.position,
      full_name: g.full_name,
      relationship: g.relationship,
      has_email: Boolean(g.email),
      has_phone: Boolean(g.phone),
    })),
  };
}

/** Deletes a member's face data in `trx` (kiosks forget it when the transaction commits). */
async function deleteFaceData(trx: Executor, memberId: string): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    delete from public.face_data where member_id = ${memberId}::uuid returning id`.execute(trx);
  return rows.length;
}

/**
 * Staff record a student's date of birth (or clear it). A child with face data and no consent in
 * force loses the face data at once: it may not be held without a guardian's consent.
 */
export async function setDateOfBirth(
  ctx: AppContext,
  registry: FaceRegistry,
  caller: Caller,
  memberId: string,
  dateOfBirth: string | null,
) {
  const member = await staffSubject(ctx, caller, memberId);
  if (dateOfBirth && dateOfBirth > new Date().toISOString().slice(0, 10))
    throw localizedError(400, 'validation_failed', 'error.consent.birthInFuture', undefined, {
      fields: { date_of_birth: 'future' },
    });
  let deleted = 0;
  await asActor(ctx.database.db, { userId: caller.userId }, async (trx) => {
    if (dateOfBirth === null) {
      await sql`delete from public.member_birth_dates where member_id = ${member.id}::uuid`.execute(
        trx,
      );
      return;
    }
    await sql`
      insert into public.member_birth_dates (member_id, org_id, date_of_birth, recorded_by)
      values (${member.id}::uuid, ${member.org_id}::uuid, ${dateOfBirth}::date, ${caller.userId}::uuid)
      on conflict (member_id) do update
        set date_of_birth = excluded.date_of_birth, recorded_by = excluded.recorded_by,
            recorded_at = now()`.execute(trx);
    if (await isMinor(trx, member.id)) {
      const { rows } = await sql`
        select 1 from public.face_consents
         where member_id = ${member.id}::uuid and withdrawn_at is null for share`.execute(trx);
      if (!rows.length) deleted = await deleteFaceData(trx, member.id);
    }
  });
  if (deleted) registry.invalidate(member.org_id);
  return { ...(await statusOf(ctx.database.db, member, true)), face_data_deleted: deleted };
}

async function guardianAt(db: Executor, memberId: string, position: number) {
  const { rows } = await sql<{
    id: string;
    full_name: string;
    email: string | null;
    phone: string | null;
    locale: string;
  }>`
    select id, full_name, email, phone, locale from public.guardians
     where member_id = ${memberId}::uuid and position = ${position}`.execute(db);
  if (!rows[0]) throw localizedError(409, 'guardian_missing', 'error.consent.guardianMissing');
  return rows[0];
}

/** Staff record consent a guardian gave on paper (or in person), with a note of where it is kept. */
export async function recordPaperConsent(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  input: { guardian_position: number; note: string },
) {
  const member = await staffSubject(ctx, caller, memberId);
  const guardian = await guardianAt(ctx.database.db, member.id, input.guardian_position);
  await asActor(ctx.database.db, { userId: caller.userId }, async (trx) => {
    const { rows } = await sql`
      insert into public.face_consents
             (org_id, member_id, guardian_id, guardian_name, method, note, recorded_by, given_at)
      values (${member.org_id}::uuid, ${member.id}::uuid, ${guardian.id}::uuid, ${guardian.full_name},
              'paper', ${input.note}, ${caller.userId}::uuid, now())
      on conflict (member_id) where withdrawn_at is null do nothing
      returning id`.execute(trx);
    if (!rows.length)
      throw localizedError(409, 'consent_already_given', 'error.consent.alreadyGiven');
  });
  return statusOf(ctx.database.db, member, true);
}

/**
 * Staff send a guardian a link to give (and later withdraw) consent themselves: by e-mail, or by
 * SMS through the guardian alerts' gateway (`SMS_PROVIDER`) to a guardian with only a phone.
 */
export async function sendConsentLink(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  input: { guardian_position: number },
) {
  refuseDemo(caller, 'send e-mail to guardians');
  const member = await staffSubject(ctx, caller, memberId);
  const guardian = await guardianAt(ctx.database.db, member.id, input.guardian_position);
  const sms = guardian.email ? undefined : createSmsProvider(ctx.config.sms);
  if (!guardian.email && !(guardian.phone && sms))
    throw guardian.phone
      ? localizedError(409, 'sms_unavailable', 'error.consent.smsUnavailable')
      : localizedError(409, 'guardian_without_email', 'error.consent.guardianWithoutEmail');
  const sentTo = guardian.email ?? guardian.phone!;
  const org = await orgName(ctx.database.db, member.org_id);
  const token = randomToken();
  await asActor(ctx.database.db, { userId: caller.userId }, (trx) =>
    sql`
      insert into private.face_consent_links
             (org_id, member_id, guardian_id, token_hash, sent_to, created_by, expires_at)
      values (${member.org_id}::uuid, ${member.id}::uuid, ${guardian.id}::uuid, ${hashToken(token)},
              ${sentTo}, ${caller.userId}::uuid,
              ${new Date(Date.now() + LINK_LIFETIME_MS)}::timestamptz)`.execute(trx),
  );
  const locale: Locale = isLocale(guardian.locale) ? guardian.locale : 'en';
  const t = translator(locale);
  const words = { guardian: guardian.full_name, student: member.full_name, org };
  const link = `${ctx.config.siteUrl}/guardian-consent?token=${encodeURIComponent(token)}`;
  if (!guardian.email) {
    try {
      await sms!.send({ to: sentTo, text: t('sms.faceConsent', { ...words, link }) });
    } catch (error) {
      ctx.log.error({ err: error }, 'sending a consent link by SMS failed');
      throw localizedError(502, 'sms_send_failed', 'error.consent.smsFailed');
    }
    return { sent_to: sentTo, channel: 'sms' as const };
  }
  try {
    await ctx.mailer.send({
      to: guardian.email,
      subject: t('mail.faceConsent.subject', words),
      ...mailLayout(locale, {
        title: t('mail.faceConsent.subject', words),
        intro: t('mail.faceConsent.intro', words),
        action: t('mail.faceConsent.action'),
        link,
        outro: t('mail.faceConsent.outro', words),
      }),
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'sending a consent link failed');
    throw localizedError(502, 'email_send_failed', 'error.consent.mailFailed');
  }
  return { sent_to: sentTo, channel: 'email' as const };
}

async function orgName(db: Executor, orgId: string): Promise<string> {
  const { rows } = await sql<{
    name: string;
  }>`select name from public.organizations where id = ${orgId}::uuid`.execute(db);
  return rows[0]?.name ?? '';
}

/**
 * Withdraws the consent in force and deletes the student's face data in the same transaction;
 * every server instance's face index forgets them (the face_data trigger's NOTIFY, and at once
 * here). By staff (a guardian told them) or by the guardian through their link.
 */
async function withdraw(
  ctx: AppContext,
  registry: FaceRegistry,
  member: { id: string; org_id: string },
  by: {
    userId: string | null;
    via: 'staff' | 'guardian_link';
    guardianName?: string;
    note?: string;
  },
) {
  const result = await asActor(ctx.database.db, { userId: by.userId }, async (trx) => {
    const { rows } = await sql`
      update public.face_consents
         set withdrawn_at = now(), withdrawn_via = ${by.via}, withdrawn_by = ${by.userId}::uuid,
             withdrawn_guardian_name = ${by.guardianName ?? null},
             withdrawn_note = ${by.note ?? null}
       where member_id = ${member.id}::uuid and withdrawn_at is null
      returning id`.execute(trx);
    if (!rows.length) throw localizedError(409, 'no_consent', 'error.consent.noneInForce');
    return { deleted: await deleteFaceData(trx, member.id) };
  });
  registry.invalidate(member.org_id);
  return result;
}

export async function withdrawByStaff(
  ctx: AppContext,
  registry: FaceRegistry,
  caller: Caller,
  memberId: string,
  note: string | undefined,
) {
  const member = await staffSubject(ctx, caller, memberId);
  const { deleted } = await withdraw(ctx, registry, member, {
    userId: caller.userId,
    via: 'staff',
    note,
  });
  return { ...(await statusOf(ctx.database.db, member, true)), face_data_deleted: deleted };
}

type LinkRow = {
  id: string;
  member_id: string;
  org_id: string;
  guardian_name: string;
  student_name: string;
  org_name: string;
  expires_at: Date;
};

async function linkFor(db: Executor, token: string): Promise<LinkRow> {
  const { rows } = await sql<LinkRow>`
    select l.id, l.member_id, l.org_id, g.full_name as guardian_name, m.full_name as student_name,
           o.name as org_name, l.expires_at
      from private.face_consent_links l
      join public.guardians g on g.id = l.guardian_id
      join public.memberships m on m.id = l.member_id
      join public.organizations o on o.id = l.org_id
     where l.token_hash = ${hashToken(token)}`.execute(db);
  if (!rows[0]) throw localizedError(404, 'link_not_found', 'error.consent.linkNotFound');
  return rows[0];
}

/** What the guardian's page shows: whose consent, for which organisation, and its state now. */
export async function linkView(ctx: AppContext, token: string) {
  const link = await linkFor(ctx.database.db, token);
  const history = await consents(ctx.database.db, link.member_id);
  const current = history.find((c) => !c.withdrawn_at) ?? null;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from public.face_data where member_id = ${link.member_id}::uuid`.execute(
    ctx.database.db,
  );
  return {
    guardian_name: link.guardian_name,
    student_name: link.student_name,
    org_name: link.org_name,
    status: current ? 'given' : link.expires_at.getTime() < Date.now() ? 'expired' : 'pending',
    consent: current && {
      guardian_name: current.guardian_name,
      method: current.method,
      given_at: current.given_at,
    },
    expires_at: link.expires_at,
    face_captures: rows[0]!.n,
  };
}

/** The guardian answers through their link: consent (until the link expires) or withdraw (any time). */
export async function answerLink(
  ctx: AppContext,
  registry: FaceRegistry,
  token: string,
  decision: 'give' | 'withdraw',
) {
  const link = await linkFor(ctx.database.db, token);
  if (decision === 'withdraw') {
    await withdraw(
      ctx,
      registry,
      { id: link.member_id, org_id: link.org_id },
      { userId: null, via: 'guardian_link', guardianName: link.guardian_name },
    );
    return linkView(ctx, token);
  }
  if (link.expires_at.getTime() < Date.now())
    throw localizedError(410, 'link_expired', 'error.consent.linkExpired');
  await asActor(ctx.database.db, { userId: null }, async (trx) => {
    const { rows } = await sql<{ id: string }>`
      insert into public.face_consents
             (org_id, member_id, guardian_id, guardian_name, method, recorded_by, given_at)
      select l.org_id, l.member_id, l.guardian_id, g.full_name, 'guardian_link', l.created_by, now()
        from private.face_consent_links l join public.guardians g on g.id = l.guardian_id
       where l.id = ${link.id}::uuid
      on conflict (member_id) where withdrawn_at is null do nothing
      returning id`.execute(trx);
    if (rows[0])
      await sql`update private.face_consent_links set consent_id = ${rows[0].id}::uuid
                 where id = ${link.id}::uuid`.execute(trx);
  });
  return linkView(ctx, token);
}

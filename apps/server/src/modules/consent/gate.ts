import { type Kysely, sql } from 'kysely';
import { localizedError } from '../../lib/errors.js';

/** Age of majority under India's DPDP Act 2023: below it, a guardian consents. */
export const ADULT_AGE = 18;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works in any transaction
type Executor = Kysely<any>;

/**
 * Whether a member is a child today in their organisation's time zone: a recorded date of birth
 * less than 18 years ago. Without a recorded date nobody is taken for a child (organisations
 * that predate the field); the data register counts students without one.
 */
export async function isMinor(db: Executor, memberId: string): Promise<boolean> {
  const { rows } = await sql<{ minor: boolean }>`
    select b.date_of_birth > ((now() at time zone o.timezone)::date - make_interval(years => ${ADULT_AGE}))
             as minor
      from public.member_birth_dates b
      join public.organizations o on o.id = b.org_id
     where b.member_id = ${memberId}::uuid`.execute(db);
  return rows[0]?.minor ?? false;
}

/**
 * Called by face enrolment inside its transaction: a child's face is stored only under a
 * guardian's consent in force. The consent row is read `for share`, so a withdrawal running at
 * the same moment waits for this enrolment to commit and then deletes its captures too (or, when
 * it came first, this enrolment sees the consent withdrawn and is refused).
 */
export async function requireFaceConsent(trx: Executor, memberId: string): Promise<void> {
  if (!(await isMinor(trx, memberId))) return;
  const { rows } = await sql`
    select id from public.face_consents
     where member_id = ${memberId}::uuid and withdrawn_at is null
       for share`.execute(trx);
  if (!rows.length)
    throw localizedError(403, 'guardian_consent_required', 'error.consent.guardianRequired');
}

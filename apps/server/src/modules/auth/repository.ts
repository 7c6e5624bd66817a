import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  AuthFlowStateTable,
  AuthIdentitiesTable,
  AuthMfaFactorsTable,
  AuthSessionsTable,
  AuthUsersTable,
  DB,
} from '../../lib/db-types.js';

export type Db = Kysely<DB>;
export type UserRow = Selectable<AuthUsersTable>;
export type IdentityRow = Selectable<AuthIdentitiesTable>;
export type SessionRow = Selectable<AuthSessionsTable>;
export type FactorRow = Selectable<AuthMfaFactorsTable>;
export type FlowRow = Selectable<AuthFlowStateTable>;
export type Amr = Array<{ method: string; timestamp: number }>;

// Users ------------------------------------------------------------------------------------------

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('auth.users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('auth.users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(
  db: Db,
  user: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    provider: string;
    confirmed: boolean;
  },
) {
  return db
    .insertInto('auth.users')
    .values({
      email: user.email,
      encrypted_password: user.passwordHash,
      raw_user_meta_data: JSON.stringify(user.userMetadata),
      raw_app_meta_data: JSON.stringify({ provider: user.provider, providers: [user.provider] }),
      email_confirmed_at: user.confirmed ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type UserPatch = Partial<{
  encrypted_password: string | null;
  email_confirmed_at: Date;
  confirmation_sent_at: Date;
  recovery_sent_at: Date;
  last_sign_in_at: Date;
  raw_user_meta_data: string;
  raw_app_meta_data: string;
  banned_until: Date | null;
}>;

export function updateUser(db: Db, id: string, patch: UserPatch) {
  return db
    .updateTable('auth.users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An unconfirmed user signing up again: their profile takes the new metadata the way
 * private.create_profile_for_user (migration 0019) took the first.
 */
export async function refreshProfileFromMetadata(
  db: Db,
  id: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await sql`
    update public.profiles p set
      full_name = coalesce(
        nullif(btrim(m.meta ->> 'full_name'), ''),
        nullif(btrim(m.meta ->> 'name'), ''),
        nullif(split_part(coalesce(p.email, ''), '@', 1), ''),
        'User'
      ),
      avatar_url = nullif(coalesce(m.meta ->> 'avatar_url', m.meta ->> 'picture'), ''),
      company_name = nullif(m.meta ->> 'company_name', ''),
      employees = nullif(m.meta ->> 'employees', ''),
      business_type = nullif(m.meta ->> 'business_type', ''),
      phone = nullif(m.meta ->> 'phone', ''),
      user_type = case
        when m.meta ->> 'user_type' in ('Student', 'Teacher', 'Employee', 'Institute', 'Company')
          then m.meta ->> 'user_type'
      end,
      locale = case when m.meta ->> 'locale' in ('en', 'hi') then m.meta ->> 'locale' else 'en' end
    from (select ${JSON.stringify(metadata)}::jsonb as meta) m
    where p.id = ${id}
  `.execute(db);
}

export function deleteUser(db: Db, id: string) {
  return db.deleteFrom('auth.users').where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Db, page: number, perPage: number) {
  return db
    .selectFrom('auth.users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

// Identities -------------------------------------------------------------------------------------

export function listIdentities(db: Db, userId: string) {
  return db
    .selectFrom('auth.identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function findIdentity(db: Db, provider: string, providerId: string) {
  return db
    .selectFrom('auth.identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

export function upsertIdentity(
  db: Db,
  identity: {
    userId: string;
    provider: string;
    providerId: string;
    data: Record<string, unknown>;
    email: string | null;
  },
) {
  return db
    .insertInto('auth.identities')
    .values({
      user_id: identity.userId,
      provider: identity.provider,
      provider_id: identity.providerId,
      identity_data: JSON.stringify(identity.data),
      email: identity.email,
      last_sign_in_at: new Date(),
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'provider_id']).doUpdateSet({
        identity_data: JSON.stringify(identity.data),
        email: identity.email,
        last_sign_in_at: new Date(),
        updated_at: new Date(),
      }),
    )
    .execute();
}

// Sessions and refresh tokens -------------------------------------------------------------------

export function insertSession(
  db: Db,
  session: {
    userId: string;
    aal: 'aal1' | 'aal2';
    amr: Amr;
    userAgent: string | null;
    ip: string | null;
  },
) {
  return db
    .insertInto('auth.sessions')
    .values({
      user_id: session.userId,
      aal: session.aal,
      amr: JSON.stringify(session.amr),
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findSession(db: Db, id: string) {
  return db.selectFrom('auth.sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function raiseSession(db: Db, id: string, amr: Amr, factorId: string) {
  return db
    .updateTable('auth.sessions')
    .set({ aal: 'aal2', amr: JSON.stringify(amr), factor_id: factorId, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Signs out sessions of a user: all of them, only one, or all but one. */
export function deleteSessions(
  db: Db,
  userId: string,
  scope: { only?: string; except?: string } = {},
) {
  let query = db.deleteFrom('auth.sessions').where('user_id', '=', userId);
  if (scope.only) query = query.where('id', '=', scope.only);
  if (scope.except) query = query.where('id', '!=', scope.except);
  return query.executeTakeFirst();
}

export function insertRefreshToken(
  db: Db,
  token: { hash: string; userId: string; sessionId: string; parent: string | null },
) {
  return db
    .insertInto('auth.refresh_tokens')
    .values({
      token: token.hash,
      user_id: token.userId,
      session_id: token.sessionId,
      parent: token.parent,
    })
    .execute();
}

/** Locks the token row so two refreshes with the same token are decided one after the other. */
export function findRefreshTokenForUpdate(db: Db, hash: string) {
  return db
    .selectFrom('auth.refresh_tokens')
    .selectAll()
    .where('token', '=', hash)
    .forUpdate()
    .executeTakeFirst();
}

export function revokeRefreshToken(db: Db, id: string) {
  return db
    .updateTable('auth.refresh_tokens')
    .set({ revoked: true, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function touchSession(db: Db, id: string) {
  return db
    .updateTable('auth.sessions')
    .set({ refreshed_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

// PKCE flow state --------------------------------------------------------------------------------

export async function insertFlowState(
  db: Db,
  flow: {
    userId: string | null;
    codeChallenge: string;
    method: 's256' | 'plain';
    authenticationMethod: string;
    providerType: string;
    providerState?: Record<string, string>;
    redirectTo: string | null;
  },
) {
  // Abandoned flows are cleared as new ones start.
  await db
    .deleteFrom('auth.flow_state')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return db
    .insertInto('auth.flow_state')
    .values({
      user_id: flow.userId,
      code_challenge: flow.codeChallenge,
      code_challenge_method: flow.method,
      authentication_method: flow.authenticationMethod,
      provider_type: flow.providerType,
      provider_state: JSON.stringify(flow.providerState ?? {}),
      redirect_to: flow.redirectTo,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findFlowById(db: Db, id: string) {
  return db.selectFrom('auth.flow_state').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findFlowByAuthCode(db: Db, authCode: string) {
  return db
    .selectFrom('auth.flow_state')
    .selectAll()
    .where('auth_code', '=', authCode)
    .forUpdate()
    .executeTakeFirst();
}

export function issueAuthCode(db: Db, flowId: string, userId: string, authCode: string) {
  return db
    .updateTable('auth.flow_state')
    .set({ auth_code: authCode, auth_code_issued_at: new Date(), user_id: userId })
    .where('id', '=', flowId)
    .execute();
}

export function deleteFlow(db: Db, id: string) {
  return db.deleteFrom('auth.flow_state').where('id', '=', id).execute();
}

// One-time tokens (confirmation and recovery links) ---------------------------------------------

export async function replaceOneTimeToken(
  db: Db,
  token: {
    userId: string;
    type: 'confirmation_token' | 'recovery_token';
    hash: string;
    flowStateId: string | null;
    redirectTo: string;
    expiresAt: Date;
  },
) {
  await db
    .deleteFrom('auth.one_time_tokens')
    .where('user_id', '=', token.userId)
    .where('token_type', '=', token.type)
    .execute();
  await db
    .insertInto('auth.one_time_tokens')
    .values({
      user_id: token.userId,
      token_type: token.type,
      token_hash: token.hash,
      flow_state_id: token.flowStateId,
      redirect_to: token.redirectTo,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Takes a one-time token: it is deleted as it is read, so a link works exactly once. */
export function consumeOneTimeToken(db: Db, hash: string) {
  return db
    .deleteFrom('auth.one_time_tokens')
    .where('token_hash', '=', hash)
    .returningAll()
    .executeTakeFirst();
}

// MFA factors and challenges --------------------------------------------------------------------

export function listFactors(db: Db, userId: string) {
  return db
    .selectFrom('auth.mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function findFactor(db: Db, userId: string, id: string) {
  return db
    .selectFrom('auth.mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertFactor(
  db: Db,
  factor: { userId: string; friendlyName: string | null; secret: string },
) {
  return db
    .insertInto('auth.mfa_factors')
    .values({ user_id: factor.userId, friendly_name: factor.friendlyName, secret: factor.secret })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteStaleUnverifiedFactors(db: Db, userId: string) {
  return db
    .deleteFrom('auth.mfa_factors')
    .where('user_id', '=', userId)
    .where('status', '=', 'unverified')
    .where('created_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

export function markFactorVerified(db: Db, id: string, step: number) {
  return db
    .updateTable('auth.mfa_factors')
    .set({ status: 'verified', last_used_step: String(step), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function deleteFactor(db: Db, id: string) {
  return db.deleteFrom('auth.mfa_factors').where('id', '=', id).execute();
}

export function insertChallenge(db: Db, factorId: string, ip: string | null) {
  return db
    .insertInto('auth.mfa_challenges')
    .values({ factor_id: factorId, ip_address: ip })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findChallenge(db: Db, factorId: string, id: string) {
  return db
    .selectFrom('auth.mfa_challenges')
    .selectAll()
    .where('factor_id', '=', factorId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function markChallengeVerified(db: Db, id: string) {
  return db
    .updateTable('auth.mfa_challenges')
    .set({ verified_at: new Date() })
    .where('id', '=', id)
    .execute();
}

// Audit ------------------------------------------------------------------------------------------

export function insertAudit(
  db: Db,
  entry: {
    userId: string | null;
    action: string;
    payload?: Record<string, unknown>;
    ip: string | null;
  },
) {
  return db
    .insertInto('auth.audit_log_entries')
    .values({
      user_id: entry.userId,
      action: entry.action,
      payload: JSON.stringify(entry.payload ?? {}),
      ip_address: entry.ip,
    })
    .execute();
}

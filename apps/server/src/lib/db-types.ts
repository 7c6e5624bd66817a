import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Columns the database fills in on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export type AuthUsersTable = {
  id: Generated<string>;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  confirmation_sent_at: Timestamp | null;
  recovery_sent_at: Timestamp | null;
  email_change: string | null;
  phone: string | null;
  phone_confirmed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  raw_app_meta_data: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  raw_user_meta_data: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  banned_until: Timestamp | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type AuthOtpCodesTable = {
  user_id: string;
  channel: 'email' | 'phone';
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  created_at: Defaulted<Date>;
};

export type AuthIdentitiesTable = {
  id: Generated<string>;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  email: string | null;
  last_sign_in_at: Timestamp | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type AuthSessionsTable = {
  id: Generated<string>;
  user_id: string;
  aal: Defaulted<'aal1' | 'aal2'>;
  amr: JSONColumnType<Array<{ method: string; timestamp: number }>, string | undefined, string>;
  factor_id: string | null;
  user_agent: string | null;
  ip: string | null;
  not_after: Timestamp | null;
  refreshed_at: Timestamp | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type AuthRefreshTokensTable = {
  id: Generated<string>;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: Defaulted<boolean>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type AuthFlowStateTable = {
  id: Generated<string>;
  user_id: string | null;
  auth_code: string | null;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: string;
  provider_type: Defaulted<string>;
  provider_state: JSONColumnType<Record<string, string>, string | undefined, string>;
  redirect_to: string | null;
  auth_code_issued_at: Timestamp | null;
  created_at: Defaulted<Date>;
};

export type AuthOneTimeTokensTable = {
  id: Generated<string>;
  user_id: string;
  token_type: 'confirmation_token' | 'recovery_token';
  token_hash: string;
  flow_state_id: string | null;
  redirect_to: string | null;
  expires_at: Timestamp;
  created_at: Defaulted<Date>;
};

export type AuthMfaFactorsTable = {
  id: Generated<string>;
  user_id: string;
  friendly_name: string | null;
  factor_type: Defaulted<'totp'>;
  status: Defaulted<'unverified' | 'verified'>;
  secret: string;
  last_used_step: string | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type AuthMfaChallengesTable = {
  id: Generated<string>;
  factor_id: string;
  ip_address: string | null;
  verified_at: Timestamp | null;
  created_at: Defaulted<Date>;
};

export type AuthAuditLogTable = {
  id: Generated<string>;
  user_id: string | null;
  action: string;
  payload: Json;
  ip_address: string | null;
  created_at: Defaulted<Date>;
};

export type ProfilesTable = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  company_name: string | null;
  employees: string | null;
  business_type: string | null;
  phone: string | null;
  email: string | null;
  user_type: string | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type StorageBucketsTable = {
  id: string;
  name: string;
  owner: string | null;
  public: Defaulted<boolean>;
  /** bigint in bytes; pg returns it as a string. */
  file_size_limit: ColumnType<string | null, number | null | undefined, number | null>;
  allowed_mime_types: string[] | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

type JsonObject = ColumnType<
  Record<string, unknown> | null,
  string | null | undefined,
  string | null
>;

export type StorageObjectsTable = {
  id: Generated<string>;
  bucket_id: string;
  /** The object's path inside its bucket. */
  name: string;
  owner: string | null;
  /** size, mimetype, cacheControl, eTag, lastModified … (Supabase's shape). */
  metadata: JsonObject;
  /** What the client attached with x-metadata or the multipart `metadata` field. */
  user_metadata: JsonObject;
  /** Names the stored bytes; a new upload writes a new version. */
  version: string | null;
  path_tokens: ColumnType<string[], never, never>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
  last_accessed_at: Defaulted<Date>;
};

export type DB = {
  'auth.users': AuthUsersTable;
  'auth.identities': AuthIdentitiesTable;
  'auth.otp_codes': AuthOtpCodesTable;
  'auth.sessions': AuthSessionsTable;
  'auth.refresh_tokens': AuthRefreshTokensTable;
  'auth.flow_state': AuthFlowStateTable;
  'auth.one_time_tokens': AuthOneTimeTokensTable;
  'auth.mfa_factors': AuthMfaFactorsTable;
  'auth.mfa_challenges': AuthMfaChallengesTable;
  'auth.audit_log_entries': AuthAuditLogTable;
  'storage.buckets': StorageBucketsTable;
  'storage.objects': StorageObjectsTable;
  profiles: ProfilesTable;
};

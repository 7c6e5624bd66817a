import type { Profile, SignUpMetadata } from '@ias/shared';
import type { SupabaseClient, User } from '@supabase/supabase-js';

/**
 * The auth feature's calls to the backend (SPEC.md §7 "Authentication" and "Profiles"). Each takes
 * the client so the auth store can be tested with a stand-in; errors are returned to the caller.
 */

export type ProfileRow = Profile;

export async function fetchProfile(client: SupabaseClient, userId: string) {
  return client.from('profiles').select('*').eq('id', userId).single<ProfileRow>();
}

export async function insertProfile(client: SupabaseClient, row: Partial<ProfileRow>) {
  return client.from('profiles').insert(row).select('*').single<ProfileRow>();
}

export async function patchProfile(
  client: SupabaseClient,
  userId: string,
  changes: Partial<ProfileRow>,
) {
  return client
    .from('profiles')
    .update({ ...changes, updated_at: new Date().toISOString() })
    .eq('id', userId)
    .select('*')
    .single<ProfileRow>();
}

/** SPEC.md §6: the chosen type is written by upsert of id, email, user_type, updated_at. */
export async function upsertUserType(client: SupabaseClient, user: User, userType: string) {
  return client
    .from('profiles')
    .upsert({
      id: user.id,
      email: user.email ?? null,
      user_type: userType,
      updated_at: new Date().toISOString(),
    })
    .select('*')
    .single<ProfileRow>();
}

export async function signInWithPassword(client: SupabaseClient, email: string, password: string) {
  return client.auth.signInWithPassword({ email, password });
}

export async function signUpWithEmail(
  client: SupabaseClient,
  input: { email: string; password: string; metadata: SignUpMetadata; emailRedirectTo: string },
) {
  return client.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: input.metadata, emailRedirectTo: input.emailRedirectTo },
  });
}

export async function startGoogleSignIn(client: SupabaseClient, redirectTo: string) {
  return client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo } });
}

export async function exchangeCode(client: SupabaseClient, code: string) {
  return client.auth.exchangeCodeForSession(code);
}

export async function sendPasswordReset(client: SupabaseClient, email: string, redirectTo: string) {
  return client.auth.resetPasswordForEmail(email, { redirectTo });
}

export async function changePassword(client: SupabaseClient, password: string) {
  return client.auth.updateUser({ password });
}

export async function signOutSession(client: SupabaseClient, scope: 'global' | 'local' | 'others') {
  return client.auth.signOut({ scope });
}

export async function getAssuranceLevel(client: SupabaseClient) {
  return client.auth.mfa.getAuthenticatorAssuranceLevel();
}

/** Answers a TOTP challenge with the user's first verified factor (sign-in's second step). */
export async function verifyTotp(client: SupabaseClient, code: string) {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) return { data: null, error };
  const factor = data.totp.find((f) => f.status === 'verified');
  if (!factor) {
    return {
      data: null,
      error: Object.assign(new Error('No authenticator app is set up for this account.'), {
        code: 'mfa_factor_not_found',
      }),
    };
  }
  return client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
}

/** Where a one-time sign-in code goes: a phone number as E.164, or an e-mail address. */
export type OtpRecipient = { phone: string } | { email: string };

/** signInWithOtp for people who already have an account (the sign-in page creates none). */
export async function sendSignInCode(client: SupabaseClient, recipient: OtpRecipient) {
  return client.auth.signInWithOtp({ ...recipient, options: { shouldCreateUser: false } });
}

/** A new code: by SMS through `resend`; by e-mail a new code-and-link mail. */
export async function resendSignInCode(client: SupabaseClient, recipient: OtpRecipient) {
  return 'phone' in recipient
    ? client.auth.resend({ phone: recipient.phone, type: 'sms' })
    : sendSignInCode(client, recipient);
}

export async function verifySignInCode(
  client: SupabaseClient,
  recipient: OtpRecipient,
  token: string,
) {
  return 'phone' in recipient
    ? client.auth.verifyOtp({ phone: recipient.phone, token, type: 'sms' })
    : client.auth.verifyOtp({ email: recipient.email, token, type: 'email' });
}

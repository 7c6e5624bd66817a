import { formatPhone } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';
import { appUrl, rememberReturnTo } from '@/features/auth/utils/return-to';

/** A way to sign in to the account (GoTrue identity): e-mail and password, Google or phone. */
export type SignInMethod = {
  identityId: string;
  provider: string;
  /** The address or number it signs in with, when it has one. */
  detail: string | null;
  createdAt: string | null;
};

export const identityKeys = {
  all: ['profile', 'identities'] as const,
};

export async function listSignInMethods(): Promise<SignInMethod[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getUserIdentities();
  if (error) throw error;
  return data.identities.map((identity) => {
    const info = identity.identity_data ?? {};
    const detail =
      (typeof info.email === 'string' ? info.email : null) ??
      (typeof info.phone === 'string' ? formatPhone(info.phone) : null);
    return {
      identityId: identity.identity_id,
      provider: identity.provider,
      detail: detail || null,
      createdAt: identity.created_at ?? null,
    };
  });
}

/** Leaves for Google; the browser comes back through /auth/callback to /profile. */
export async function linkGoogle(): Promise<void> {
  const supabase = await getSupabase();
  rememberReturnTo('/profile');
  const { error } = await supabase.auth.linkIdentity({
    provider: 'google',
    options: { redirectTo: appUrl('/auth/callback') },
  });
  if (error) throw error;
}

export async function removeSignInMethod(method: SignInMethod): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getUserIdentities();
  const identity = data?.identities.find((item) => item.identity_id === method.identityId);
  if (!identity) return;
  const { error } = await supabase.auth.unlinkIdentity(identity);
  if (error) throw error;
}

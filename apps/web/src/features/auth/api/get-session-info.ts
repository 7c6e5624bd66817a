import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

/** What support needs to see about the live session — never the tokens themselves. */
export type SessionInfo = {
  userId: string;
  email: string | null;
  providers: string[];
  expiresAt: number | null;
  tokenType: string | null;
  currentLevel: string | null;
  nextLevel: string | null;
  verifiedFactors: number;
  isValid: boolean;
};

/** SPEC.md §5: a session is valid only with access_token, refresh_token and expires_at. */
export function isSessionValid(
  session: { access_token?: unknown; refresh_token?: unknown; expires_at?: unknown } | null,
): boolean {
  return Boolean(session?.access_token && session.refresh_token && session.expires_at);
}

export async function getSessionInfo(client?: SupabaseClient): Promise<SessionInfo | null> {
  const supabase = client ?? (await getSupabase());
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  const session = data.session;
  if (!session) return null;
  const [aal, factors] = await Promise.all([
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase.auth.mfa.listFactors(),
  ]);
  const providers = session.user.app_metadata?.providers;
  return {
    userId: session.user.id,
    email: session.user.email ?? null,
    providers: Array.isArray(providers) ? providers.map(String) : [],
    expiresAt: session.expires_at ?? null,
    tokenType: session.token_type ?? null,
    currentLevel: aal.data?.currentLevel ?? null,
    nextLevel: aal.data?.nextLevel ?? null,
    verifiedFactors: factors.data?.totp.filter((f) => f.status === 'verified').length ?? 0,
    isValid: isSessionValid(session),
  };
}

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  factors: () => [...authKeys.all, 'factors'] as const,
};

import type { FactorRow, IdentityRow, UserRow } from './repository.js';

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : undefined;

export type UserResponse = ReturnType<typeof toUserResponse>;

/** The GoTrue user object supabase-js expects (identities and factors included). */
export function toUserResponse(user: UserRow, identities: IdentityRow[], factors: FactorRow[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      email: identity.email ?? undefined,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
    })),
    ...(factors.length
      ? {
          factors: factors.map((factor) => ({
            id: factor.id,
            friendly_name: factor.friendly_name ?? undefined,
            factor_type: factor.factor_type,
            status: factor.status,
            created_at: iso(factor.created_at),
            updated_at: iso(factor.updated_at),
          })),
        }
      : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers when it must not reveal that an address already has an account: a user
 * shape with a fresh id and no identities (GoTrue does the same).
 */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

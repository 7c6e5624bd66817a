import { fallbackFullName, isLocale, isSelfServiceUserType, type Profile } from '@ias/shared';
import type { User } from '@supabase/supabase-js';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * The profile a user would have from their sign-up metadata (SPEC.md §3): missing values are null;
 * full_name falls back to the e-mail's local part, then 'User'. Only self-service types are kept.
 */
export function profileFromMetadata(user: User, now = new Date()): Profile {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const stamp = now.toISOString();
  return {
    id: user.id,
    full_name: fallbackFullName(text(meta.full_name) ?? text(meta.name), user.email),
    avatar_url: text(meta.avatar_url) ?? text(meta.picture),
    company_name: text(meta.company_name),
    employees: text(meta.employees),
    business_type: text(meta.business_type),
    phone: text(meta.phone),
    email: user.email || null,
    user_type: isSelfServiceUserType(meta.user_type) ? meta.user_type : null,
    locale: isLocale(meta.locale) ? meta.locale : 'en',
    created_at: stamp,
    updated_at: stamp,
  };
}

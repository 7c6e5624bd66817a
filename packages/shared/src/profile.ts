import { z } from 'zod';
import { LOCALES } from './i18n/locales.js';
import { userTypeSchema } from './user-types.js';

/** 'en' | 'hi': the language a person reads the product (and their e-mails) in. */
export const localeSchema = z.enum(LOCALES);

/** The most `user_metadata` an account may hold, as JSON (GoTrue keeps it in one jsonb column). */
export const USER_METADATA_MAX_BYTES = 8192;

/** A row of public.profiles (SPEC.md §3). */
export const profileSchema = z.object({
  id: z.string().uuid(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  company_name: z.string().nullable(),
  employees: z.string().nullable(),
  business_type: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  user_type: userTypeSchema.nullable(),
  locale: localeSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** full_name falls back to the part of the e-mail before the @, then to 'User' (SPEC.md §3). */
export function fallbackFullName(
  fullName: string | null | undefined,
  email: string | null | undefined,
): string {
  const trimmed = fullName?.trim();
  if (trimmed) return trimmed;
  const prefix = email?.split('@')[0]?.trim();
  return prefix || 'User';
}

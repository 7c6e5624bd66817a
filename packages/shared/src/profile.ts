import { z } from 'zod';
import { LOCALES } from './i18n/locales.js';
import { isValidPhone, PHONE_INVALID_MESSAGE, toE164 } from './phone.js';
import { userTypeSchema } from './user-types.js';

/** 'en' | 'hi': the language a person reads the product (and their e-mails) in. */
export const localeSchema = z.enum(LOCALES);

/** The most `user_metadata` an account may hold, as JSON (GoTrue keeps it in one jsonb column). */
export const USER_METADATA_MAX_BYTES = 8192;

/**
 * `user_metadata` at sign-up (the fields of SPEC.md §5, sent as `data` of POST /auth/v1/signup)
 * and in `updateUser({ data })`: the keys the product reads are
 * validated; other keys are kept as given (as Supabase does), within USER_METADATA_MAX_BYTES.
 */
export const signUpMetadataSchema = z
  .looseObject({
    full_name: z.string().trim().max(120).optional(),
    company_name: z.string().trim().max(160).optional(),
    employees: z.string().trim().max(40).optional(),
    business_type: z.string().trim().max(80).optional(),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^[+0-9 ()-]*$/, 'Phone number may contain digits, spaces, +, - and brackets only.')
      .refine((value) => value === '' || isValidPhone(value), PHONE_INVALID_MESSAGE)
      .transform((value) => (value === '' ? value : toE164(value)!))
      .optional(),
    user_type: userTypeSchema.optional(),
    locale: localeSchema.optional(),
  })
  .refine(
    (metadata) =>
      new TextEncoder().encode(JSON.stringify(metadata)).length <= USER_METADATA_MAX_BYTES,
    `User metadata may take at most ${USER_METADATA_MAX_BYTES / 1024} KB.`,
  );
export type SignUpMetadata = z.infer<typeof signUpMetadataSchema>;

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

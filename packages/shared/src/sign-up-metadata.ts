import { z } from 'zod';
import { isValidPhone, PHONE_INVALID_MESSAGE, toE164 } from './phone.js';
import { localeSchema, USER_METADATA_MAX_BYTES } from './profile.js';
import { userTypeSchema } from './user-types.js';

// Its own module, apart from profile.ts (which signed-in pages load), for the phone library.

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

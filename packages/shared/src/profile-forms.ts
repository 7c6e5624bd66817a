import { z } from 'zod';
import { isValidPhone, PHONE_INVALID_MESSAGE, toE164 } from './phone.js';
import { SELF_SERVICE_USER_TYPES } from './user-types.js';

/**
 * The sign-up details and profile forms (web; the server reads the same fields from sign-up
 * metadata). Their own module, apart from account-forms.ts, so the pages that only sign in do not
 * load the phone library.
 */

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().or(z.literal(''));

const phoneSchema = z
  .string()
  .trim()
  .max(20, 'Phone numbers have at most 20 characters.')
  .regex(/^[+0-9 ()-]*$/, 'Phone number may contain digits, spaces, +, - and brackets only.')
  .refine((value) => value === '' || isValidPhone(value), PHONE_INVALID_MESSAGE)
  .transform((value) => (value === '' ? value : toE164(value)!))
  .optional();

/** The details step of sign-up: a self-service type plus the SPEC.md §5 metadata fields. */
export const registrationDetailsSchema = z
  .object({
    user_type: z.enum(SELF_SERVICE_USER_TYPES, 'Choose what kind of account you need.'),
    full_name: z
      .string()
      .trim()
      .min(1, 'Enter your full name.')
      .max(120, 'Names have at most 120 characters.'),
    company_name: optionalText(160, 'Names have at most 160 characters.'),
    employees: optionalText(40, 'Keep this under 40 characters.'),
    business_type: optionalText(80, 'Keep this under 80 characters.'),
    phone: phoneSchema,
  })
  .superRefine((value, ctx) => {
    // An institute or company account creates an organisation, which needs a name.
    if ((value.user_type === 'Institute' || value.user_type === 'Company') && !value.company_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['company_name'],
        message: `Enter your ${value.user_type === 'Institute' ? 'institute' : 'company'}'s name.`,
      });
    }
  });
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;

/** Editable profile fields (the type and e-mail are not edited here). */
export const profileUpdateSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'Enter your full name.')
    .max(120, 'Names have at most 120 characters.'),
  company_name: optionalText(160, 'Names have at most 160 characters.'),
  employees: optionalText(40, 'Keep this under 40 characters.'),
  business_type: optionalText(80, 'Keep this under 80 characters.'),
  phone: phoneSchema,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

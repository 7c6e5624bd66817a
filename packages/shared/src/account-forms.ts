import { z } from 'zod';
import { passwordSchema } from './password.js';
import { isValidPhone, PHONE_INVALID_MESSAGE, toE164 } from './phone.js';
import { SELF_SERVICE_USER_TYPES } from './user-types.js';

/** Form schemas for sign-in, sign-up, password and profile screens (web forms; server may reuse). */

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});
export type SignInInput = z.infer<typeof signInSchema>;

const withConfirmation = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'The two passwords do not match.',
    });
  }
};

export const signUpCredentialsSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Type the password again.'),
  })
  .superRefine(withConfirmation);
export type SignUpCredentials = z.infer<typeof signUpCredentialsSchema>;

export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Type the password again.'),
  })
  .superRefine(withConfirmation);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

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

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpCodeInput = z.infer<typeof totpCodeSchema>;

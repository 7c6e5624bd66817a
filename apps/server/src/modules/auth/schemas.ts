import { signUpMetadataSchema } from '@ias/shared';
import { z } from 'zod';
import { validationFailed } from './errors.js';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Please enter a valid e-mail address.')
  .max(254);

const pkceFields = {
  code_challenge: z.string().min(43).max(128).nullish(),
  code_challenge_method: z.enum(['s256', 'plain', 'S256']).nullish(),
};

export const signUpBodySchema = z.object({
  // .invalid is reserved (RFC 2606) and used by the demo accounts: nobody can receive mail there.
  email: emailSchema.refine(
    (email) => !email.endsWith('.invalid'),
    'Please enter an e-mail address you can receive mail at.',
  ),
  password: z.string().max(72, 'Password must be at most 72 characters.'),
  data: signUpMetadataSchema.nullish(),
  ...pkceFields,
});

export const passwordGrantSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(200),
});

export const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(200) });

export const pkceGrantSchema = z.object({
  auth_code: z.string().min(1).max(200),
  code_verifier: z.string().min(1).max(200),
});

export const recoverBodySchema = z.object({ email: emailSchema, ...pkceFields });

export const verifyBodySchema = z.object({
  type: z.enum(['signup', 'recovery', 'email', 'magiclink', 'invite']),
  token_hash: z.string().min(1).max(200),
});

export const updateUserBodySchema = z.object({
  password: z.string().max(72, 'Password must be at most 72 characters.').optional(),
  data: signUpMetadataSchema.optional(),
  email: z.string().optional(),
});

export const enrollBodySchema = z.object({
  factor_type: z.literal('totp', { message: 'Only TOTP factors are supported.' }),
  friendly_name: z.string().trim().max(60).optional(),
  issuer: z.string().trim().max(60).optional(),
});

export const verifyFactorBodySchema = z.object({
  challenge_id: z.string().uuid('challenge_id must be a UUID'),
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits.'),
});

export const uuidParamSchema = z.object({ id: z.string().uuid('Invalid factor id') });

export const adminCreateUserSchema = z.object({
  email: emailSchema,
  password: z.string().max(72).optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
  ban_duration: z.string().optional(),
});

export const adminUpdateUserSchema = z.object({
  password: z.string().max(72).optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
  ban_duration: z
    .string()
    .regex(/^(none|\d+h)$/, 'ban_duration is "none" or a number of hours like "876000h"')
    .optional(),
});

export function normalizePkce(body: {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}) {
  if (!body.code_challenge) return undefined;
  const method =
    (body.code_challenge_method ?? 's256').toLowerCase() === 'plain' ? 'plain' : 's256';
  return { codeChallenge: body.code_challenge, method } as const;
}

/** Parses with zod and turns the first problem into GoTrue's validation_failed error. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const input = body === null || typeof body !== 'object' || Array.isArray(body) ? {} : body;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type') {
    const missing = issue.input === undefined || issue.input === null;
    throw validationFailed(
      missing ? `${field} is required` : `${field} must be a ${issue.expected}`,
    );
  }
  throw validationFailed(issue.message);
}

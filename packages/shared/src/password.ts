import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.js';

/** Reasons use GoTrue's names so supabase-js surfaces them in AuthWeakPasswordError.reasons. */
export type WeakPasswordReason = 'length' | 'characters';

const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;

/** Returns why a password is too weak; an empty list means it satisfies the policy. */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (!SPECIAL_CHARACTER.test(password)) reasons.push('characters');
  return reasons;
}

export const PASSWORD_POLICY_TEXT = `at least ${MIN_PASSWORD_LENGTH} characters, including a special character such as ! @ # or %`;

export function describeWeakPassword(reasons: readonly WeakPasswordReason[]): string {
  const parts = reasons.map((reason) =>
    reason === 'length'
      ? `be at least ${MIN_PASSWORD_LENGTH} characters long`
      : 'contain a special character (for example ! @ # or %)',
  );
  return parts.length ? `Password must ${parts.join(' and ')}.` : '';
}

/** The password rule for forms and the server alike. */
export const passwordSchema = z
  .string()
  .max(72, 'Password must be at most 72 characters.')
  .superRefine((value, ctx) => {
    const reasons = weakPasswordReasons(value);
    if (reasons.length) ctx.addIssue({ code: 'custom', message: describeWeakPassword(reasons) });
  });

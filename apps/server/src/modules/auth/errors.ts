import { AppError, localizedError } from '../../lib/errors.js';

/** A GoTrue-shaped error: `{code, message}` plus any extra fields (e.g. weak_password.reasons). */
export function authError(
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): AppError {
  return new AppError(status, code, message, extra);
}

export const invalidCredentials = () =>
  authError(400, 'invalid_credentials', 'Invalid login credentials');
export const sessionNotFound = () =>
  authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const noAuthorization = () =>
  authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
export const badJwt = (message = 'invalid JWT: unable to parse or verify signature') =>
  authError(403, 'bad_jwt', message);
export const validationFailed = (message: string) => authError(400, 'validation_failed', message);
export const insufficientAal = () =>
  localizedError(403, 'insufficient_aal', 'error.auth.insufficientAal');

/** Shared demo accounts: visitors may not lock each other out. */
export const demoAccount = () => localizedError(403, 'demo_account', 'error.auth.demoAccount');

export const isDemoUser = (user: { raw_app_meta_data: Record<string, unknown> }) =>
  user.raw_app_meta_data.demo === true;

import { currentLocale, type MessageId, type MessageValues, translate } from './i18n.js';

/**
 * The one error type the server throws on purpose. `code` is a stable machine-readable name
 * (GoTrue's codes under /auth/v1, PostgREST's under /rest/v1, ours under /api); `extra` carries
 * protocol-specific fields such as PostgREST's details/hint or GoTrue's weak_password reasons.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Set for messages people read: the body is written in the language of the request. */
  localized?: { id: MessageId; values?: MessageValues };

  toBody(): Record<string, unknown> {
    const message = this.localized
      ? translate(currentLocale(), this.localized.id, this.localized.values)
      : this.message;
    return { code: this.code, message, ...this.extra };
  }
}

/**
 * An AppError whose message comes from the server's catalogues: English in logs and `message`,
 * the caller's language in the response body.
 */
export function localizedError(
  status: number,
  code: string,
  id: MessageId,
  values?: MessageValues,
  extra?: Record<string, unknown>,
): AppError {
  const error = new AppError(status, code, translate('en', id, values), extra);
  error.localized = { id, values };
  return error;
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(400, code, message, extra);
export const unauthorized = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(401, code, message, extra);
export const forbidden = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(403, code, message, extra);
export const notFound = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(404, code, message, extra);
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(409, code, message, extra);
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(422, code, message, extra);

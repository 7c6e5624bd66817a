import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { restError } from './rest-errors.js';

/**
 * Errors under /rest/v1 always have PostgREST's shape `{code, message, details, hint}`.
 * Anything unexpected is rethrown to the app's central handler, which logs it and hides it.
 */
export function restErrorHandler(
  error: FastifyError | AppError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return reply.code(error.statusCode).send({ details: null, hint: null, ...error.toBody() });
  }
  if (isDatabaseUnavailable(error)) {
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(503).send({
      code: 'PGRST001',
      message: 'The database cannot be reached right now. Please try again in a few seconds.',
      details: null,
      hint: null,
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known: Record<string, [string, string]> = {
      FST_ERR_CTP_BODY_TOO_LARGE: ['PGRST102', 'The request body is too large'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [
        'PGRST107',
        'The Content-Type of the request is not supported',
      ],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
        'PGRST102',
        'The Content-Length does not match the body',
      ],
    };
    const [code, message] = known[error.code] ?? [
      'PGRST100',
      'The request could not be understood',
    ];
    const mapped = restError(status, code, message);
    return reply.code(status).send({ details: null, hint: null, ...mapped.toBody() });
  }
  throw error;
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { optionalSenderId } from './sender.js';
import { submitContactMessage } from './submit-contact-message.js';

function waitInWords(seconds: number): string {
  if (seconds <= 90) return `${Math.max(1, seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** 429 in our own shape; @fastify/rate-limit has already set Retry-After on the reply. */
function tooManyMessages(_request: FastifyRequest, context: { ttl: number }): AppError {
  const seconds = Math.ceil(context.ttl / 1000);
  return new AppError(
    429,
    'rate_limited',
    `You have sent several messages in a short time. Please wait about ${waitInWords(seconds)} and try again.`,
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** POST /api/contact: messages from the public /contact and /support forms. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const { config, database, keys } = app.ctx;
  const limit = config.rateLimits.messages;

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          errorResponseBuilder: tooManyMessages,
        },
      },
    },
    async (request, reply) => {
      const userId = await optionalSenderId(request, keys);
      const receipt = await submitContactMessage(database.db, request.body, userId);
      reply.code(201).header('cache-control', 'no-store');
      return receipt;
    },
  );
};

import { type ContactReceipt, contactSubmissionSchema, firstErrorPerField } from '@ias/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import { AppError } from '../../lib/errors.js';
import { newContactReference } from './reference.js';
import { insertContactMessage, isUniqueViolation } from './repository.js';

const REFERENCE_ATTEMPTS = 3;

/**
 * Validates a /contact or /support message with the forms' own schema and stores it.
 * Every invalid field is reported at once: 400 `{code:'validation_failed', message, fields}`.
 */
export async function submitContactMessage(
  db: Kysely<DB>,
  body: unknown,
  userId: string | undefined,
): Promise<ContactReceipt> {
  const parsed = contactSubmissionSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = firstErrorPerField(parsed.error.issues);
    throw new AppError(
      400,
      'validation_failed',
      'Please correct the highlighted fields and send again.',
      {
        fields,
      },
    );
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const stored = await insertContactMessage(db, parsed.data, newContactReference(), userId);
      return {
        reference: stored.reference,
        receivedAt: stored.createdAt.toISOString(),
        kind: parsed.data.kind,
      };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}

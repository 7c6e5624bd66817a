import type { FieldErrors } from '@ias/shared';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import type { ContactMessage } from '../catalogue';

/** Words for a problem: a catalogue id (shown in the reader's language), or a sentence as is. */
export type ProblemText = { id: ContactMessage } | { text: string };

/** What the form should do with a failed submission. */
export type SubmissionProblem =
  | { kind: 'fields'; message: ProblemText; fields: FieldErrors }
  | { kind: 'rate_limited'; message: ProblemText; retryAt: Date | null }
  | { kind: 'other'; message: ProblemText };

function retryAfterSeconds(body: unknown): number | null {
  const value = (body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Turns an error from POST /api/contact into words and field errors: the server's per-field
 * messages for 400 validation_failed, a wait time for 429, and the app's usual sentences else.
 */
export function toSubmissionProblem(error: unknown, now: Date = new Date()): SubmissionProblem {
  if (error instanceof ApiError) {
    const body = error.body as { fields?: unknown } | undefined;
    if (error.code === 'validation_failed' && body?.fields && typeof body.fields === 'object') {
      return {
        kind: 'fields',
        message: { id: 'contact.problem.fields' },
        fields: body.fields as FieldErrors,
      };
    }
    if (error.status === 429) {
      const seconds = retryAfterSeconds(error.body);
      return {
        kind: 'rate_limited',
        message:
          error.code === 'rate_limited' && error.message
            ? { text: error.message }
            : { id: 'contact.problem.rateLimited' },
        retryAt: seconds ? new Date(now.getTime() + seconds * 1000) : null,
      };
    }
  }
  return {
    kind: 'other',
    message: error ? { text: describeError(error) } : { id: 'contact.problem.other' },
  };
}

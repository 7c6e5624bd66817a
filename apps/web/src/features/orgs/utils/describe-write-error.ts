import { describeError } from '@/lib/error-messages';

type DbErrorLike = { code?: unknown; message?: unknown; details?: unknown; hint?: unknown };

/**
 * A sentence for a failed write through /rest/v1. The database's own trigger messages (raised for
 * people, e.g. "The person responsible must be a teacher…") are shown as they are; constraint
 * names are not, so callers give the sentence for the codes their form can hit, e.g.
 * `{ '23505': 'A group with this name already exists.' }`.
 */
export function describeWriteError(
  error: unknown,
  sentences: Partial<Record<string, string>> = {},
): string {
  const e = (error ?? {}) as DbErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code && sentences[code]) return sentences[code]!;
  if (
    ['23514', '22023', 'P0001'].includes(code) &&
    message &&
    !/violates|constraint|relation "/i.test(message)
  ) {
    return message;
  }
  if (code === '23514' || code === '23502' || code === '22P02')
    return 'Some details are not valid. Check the form and try again.';
  if (code === '23503') return 'That refers to something that no longer exists. Reload the page.';
  return describeError(error);
}

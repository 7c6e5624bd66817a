import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';

/**
 * Like describeError, but keeps the server's own sentence for a refused /api request (it names
 * what was wrong, e.g. "date: that day has not happened yet."), without the field prefix.
 */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiError && error.code === 'validation_failed' && error.message) {
    const text = error.message.replace(/^[a-z_]+(\.[a-z_\d]+)*:\s*/i, '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return describeError(error);
}

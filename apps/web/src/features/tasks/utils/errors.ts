import { ApiError } from '@/lib/api-client';

type T = (
  id:
    | 'tasks.error.generic'
    | 'tasks.error.notAllowed'
    | 'tasks.error.columnHasCards'
    | 'tasks.error.lastColumn'
    | 'tasks.error.network',
) => string;

/** A sentence for a failed task action, in the reader's language. */
export function taskErrorMessage(error: unknown, t: T): string {
  // /api answers are already written in the language of the request.
  if (error instanceof ApiError && error.status < 500 && error.code !== 'task_invalid')
    return error.message;
  const e = (error ?? {}) as { code?: string; hint?: string; message?: string };
  if (e.code === '42501') return t('tasks.error.notAllowed');
  if (e.code === '23503' && e.hint === 'task_columns') return t('tasks.error.columnHasCards');
  if (e.code === '23514' && e.hint === 'task_columns') return t('tasks.error.lastColumn');
  if (/fetch|network/i.test(e.message ?? '')) return t('tasks.error.network');
  return t('tasks.error.generic');
}

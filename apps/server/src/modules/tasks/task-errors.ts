import { AppError, localizedError } from '../../lib/errors.js';

type PgError = Error & { code?: string };

/**
 * The database's refusals (policies, the task triggers' checks) as /api answers: not allowed is
 * 403, a broken rule 400 with the trigger's sentence; anything else is not ours to translate.
 */
export function taskError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = (error as PgError).code;
  if (code === '42501') return notAllowed();
  if (code === '23514' || code === '22023' || code === '23503' || code === '23505')
    return new AppError(400, 'task_invalid', error.message);
  return error;
}

export const cardNotFound = () =>
  localizedError(404, 'task_card_not_found', 'error.tasks.cardNotFound');
export const boardNotFound = () =>
  localizedError(404, 'task_board_not_found', 'error.tasks.boardNotFound');
export const notAllowed = () => localizedError(403, 'task_forbidden', 'error.tasks.notAllowed');

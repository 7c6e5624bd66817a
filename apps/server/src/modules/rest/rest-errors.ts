import { AppError } from '../../lib/errors.js';

/**
 * PostgREST-shaped errors: `{code, message, details, hint}` with PostgREST's codes and statuses,
 * so supabase-js (and code written against Supabase) reads them unchanged.
 */
export function restError(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): AppError {
  return new AppError(status, code, message, { details, hint }, headers);
}

/** PGRST100: the query string could not be parsed. */
export function parseError(
  what: string,
  input: string,
  position: number,
  details: string,
): AppError {
  return restError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${position + 1})`,
    details,
  );
}

export const invalidBody = (message = 'Empty or invalid json') =>
  restError(400, 'PGRST102', message);

export function unknownColumn(relation: string, column: string, suggestion?: string): AppError {
  return restError(
    400,
    '42703',
    `column ${relation}.${column} does not exist`,
    null,
    suggestion ? `Perhaps you meant to reference the column "${relation}.${suggestion}".` : null,
  );
}

export function unknownPayloadColumn(relation: string, column: string): AppError {
  return restError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
  );
}

export function unknownRelation(name: string, suggestion?: string): AppError {
  return restError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  );
}

export const invalidPath = () =>
  restError(404, 'PGRST125', 'Invalid path specified in request URL');

export function singularityError(rows: number): AppError {
  return restError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

/** The closest candidate by edit distance, when it is close enough to be a useful hint. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3 || a.length > 64 || b.length > 64) return 99;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** PGRST200: no foreign key joins `parent` and `target` (or `target` is not exposed). */
export function noRelationship(
  parent: string,
  target: string,
  shown = target,
  hint: string | null = null,
): AppError {
  return restError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${shown}' in the schema 'public', but no matches were found.`,
    hint,
  );
}

export const aggregateNotAllowed = (hint: string) =>
  restError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, hint);

export const notEmbedded = (path: string) =>
  restError(
    400,
    'PGRST108',
    `'${path}' is not an embedded resource in this request`,
    null,
    `Verify that '${path}' is included in the 'select' query parameter.`,
  );

import { restError } from './rest-errors.js';

/**
 * The only two ways user input reaches SQL text in this module: identifiers that were first found
 * in the schema cache (or aliases the caller chose), always double-quoted, and values, always bound
 * parameters. Every parameter is sent as `text` and cast in SQL, so a malformed value fails while
 * the statement executes (a clean 22P02 and so on), never while it is bound.
 */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"public"."name"` for an exposed relation or function. */
export function qualified(name: string): string {
  return `${ident('public')}.${ident(name)}`;
}

/**
 * Collects bound parameters for one statement. A NUL character is refused here with the error
 * Postgres would give, but before anything is bound: errors while binding are the one kind
 * PGlite's node-postgres adapter does not always recover from.
 */
export class Params {
  readonly values: string[] = [];

  /** A placeholder for `value` as text, optionally cast to a catalog type name (trusted text). */
  add(value: string, castTo?: string): string {
    if (value.includes('\u0000')) {
      throw restError(
        400,
        '22021',
        'invalid byte sequence for encoding "UTF8": 0x00',
        null,
        'Remove the NUL character from the value.',
      );
    }
    this.values.push(value);
    const placeholder = `$${this.values.length}::text`;
    return castTo && castTo !== 'text' ? `${placeholder}::${castTo}` : placeholder;
  }
}

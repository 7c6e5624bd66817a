import type { FastifyReply } from 'fastify';
import type { StatementResult } from './caller.js';
import type { MediaChoice, RangeHeader } from './parse-headers.js';
import { restError, singularityError } from './rest-errors.js';

export const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** PostgREST's Content-Range: "0-9/42", "0-9/*" when not counted, a star range when empty. */
export function contentRange(lower: number, page: number, total: number | null): string {
  const upper = lower + page - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/**
 * Rows requested by limit/offset intersected with the Range header, at most `maxRows` of them
 * (PostgREST's db-max-rows): no read answers an unbounded result, and Content-Range tells the
 * client where the page ends.
 */
export function effectiveRange(
  header: RangeHeader | undefined,
  limit: number | undefined,
  offset: number | undefined,
  maxRows?: number,
): { offset: number; limit?: number } {
  let from = offset ?? 0;
  let to = limit === undefined ? undefined : from + limit - 1;
  if (header) {
    from = Math.max(from, header.from);
    if (header.to !== undefined) to = to === undefined ? header.to : Math.min(to, header.to);
  }
  const rows = to === undefined ? undefined : Math.max(0, to - from + 1);
  return { offset: from, limit: maxRows === undefined ? rows : Math.min(rows ?? maxRows, maxRows) };
}

/** The single object `.single()` asked for, or PGRST116 (406) when the rows are not exactly one. */
export function singleObject(result: StatementResult): string | null {
  if (result.page !== 1) throw singularityError(result.page);
  return result.body === null ? null : result.body.slice(1, -1);
}

/** `Preference-Applied` lists the Prefer items that were honoured. */
export function applyPreferences(
  reply: FastifyReply,
  applied: Array<string | false | undefined>,
): void {
  const list = applied.filter((item): item is string => !!item);
  if (list.length) reply.header('preference-applied', list.join(', '));
}

/** Converts the JSON array body to CSV with the given header columns. */
export function toCsv(body: string, columns: string[]): string {
  const rows = JSON.parse(body) as Array<Record<string, unknown>>;
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [
    columns.map(cell).join(','),
    ...rows.map((row) => columns.map((c) => cell(row[c])).join(',')),
  ].join('\n');
}

/** Answers a read (GET/HEAD of a table, view or set-returning function) like PostgREST. */
export function sendRead(
  reply: FastifyReply,
  result: StatementResult,
  options: { offset: number; media: MediaChoice; isHead: boolean; columns: () => string[] },
): FastifyReply {
  const { total, page } = result;
  if (total !== null && options.offset > total) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${options.offset} was requested, but there are only ${total} rows.`,
      null,
      { 'content-range': `*/${total}` },
    );
  }
  reply.header('content-range', contentRange(options.offset, page, total));
  const status = total !== null && page < total ? 206 : 200;
  if (options.media.kind === 'object') {
    const body = singleObject(result);
    reply.code(status).type(OBJECT_TYPE);
    return options.isHead ? reply.send() : sendBody(reply, body ?? '');
  }
  if (options.media.kind === 'csv') {
    reply.code(status).type(CSV_TYPE);
    return options.isHead
      ? reply.send()
      : sendBody(reply, toCsv(result.body ?? '[]', options.columns()));
  }
  reply.code(status).type(JSON_TYPE);
  return options.isHead ? reply.send() : sendBody(reply, result.body ?? '[]');
}

/**
 * A read's rows, compressed when the client accepts it. The server's compression hook leaves
 * answers with a Content-Range alone (a byte range would be wrong compressed); a data API range
 * counts rows, so these are compressed here.
 */
function sendBody(reply: FastifyReply, body: string): FastifyReply {
  reply.compress(body); // @fastify/compress, registered in app.ts
  return reply;
}

/** The representation of changed rows: the body as negotiated (object, array or CSV). */
export function representation(
  result: StatementResult,
  media: MediaChoice,
  columns: () => string[],
): { type: string; body: string } {
  if (media.kind === 'object') return { type: OBJECT_TYPE, body: singleObject(result) ?? 'null' };
  if (media.kind === 'csv') return { type: CSV_TYPE, body: toCsv(result.body ?? '[]', columns()) };
  return { type: JSON_TYPE, body: result.body ?? '[]' };
}

import type { FastifyInstance } from 'fastify';
import { runAsCaller, statement, type StatementResult } from './caller.js';
import type { PreparedRequest } from './prepare-request.js';
import { restError, singularityError } from './rest-errors.js';

export type Statement = { text: string; params: readonly string[] };

/**
 * Runs a mutation in the caller's transaction: either one statement that also shapes the
 * representation, or bare DML statements whose affected rows are summed (return=minimal).
 * `.single()` on anything but one row, or more rows than `max-affected`, rolls it all back.
 */
export async function executeMutation(
  app: FastifyInstance,
  prepared: PreparedRequest,
  statements: { shaped: Statement } | { bare: Statement[] },
  options: { honoursMaxAffected: boolean },
): Promise<StatementResult> {
  const { prefs, media, auth } = prepared;
  const list = 'shaped' in statements ? [statements.shaped] : statements.bare;
  let result: StatementResult = { total: null, page: 0, body: null };
  await runAsCaller(
    app,
    auth,
    list.map((each) => statement(each.text, each.params)),
    {
      rollback: prefs.tx === 'rollback',
      check(results) {
        result =
          'shaped' in statements
            ? results[0]!
            : { total: null, page: results.reduce((sum, each) => sum + each.page, 0), body: null };
        if (media.kind === 'object' && result.page !== 1) throw singularityError(result.page);
        if (
          options.honoursMaxAffected &&
          prefs.handling === 'strict' &&
          prefs.maxAffected !== undefined &&
          result.page > prefs.maxAffected
        ) {
          throw restError(
            400,
            'PGRST124',
            'Query result exceeds max-affected preference constraint',
            `The query affects ${result.page} rows`,
          );
        }
      },
    },
  );
  return result;
}

/** Preference-Applied entries for what a mutation honoured. */
export function appliedPreferences(
  prepared: PreparedRequest,
  extra: Array<string | undefined> = [],
): Array<string | undefined> {
  const { prefs } = prepared;
  return [
    prefs.return && `return=${prefs.return}`,
    prefs.count && `count=${prefs.count}`,
    prefs.tx && `tx=${prefs.tx}`,
    prefs.handling === 'strict' && prefs.maxAffected !== undefined
      ? `max-affected=${prefs.maxAffected}`
      : undefined,
    ...extra,
  ];
}

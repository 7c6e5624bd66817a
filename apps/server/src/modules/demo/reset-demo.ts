import type { AppContext } from '../../app-context.js';
import type { DemoState } from './repository.js';
import * as repo from './repository.js';
import { type DemoSummary, replaceDemo } from './seed-demo.js';

/** Seven accounts: Student, Teacher, Institute, Company, Employee and an Incharge in each. */
export const DEMO_ACCOUNT_COUNT = 7;

export type ResetOptions = {
  now?: Date;
  /** Reset only when the demo is missing, incomplete or at least this old. */
  ifOlderThanHours?: number;
};

export type ResetOutcome = {
  didReset: boolean;
  resetAt: Date;
  summary: DemoSummary | undefined;
  tookMs: number;
};

/** Both organisations and every account are there, and younger than `hours`. */
export function isDemoFresh(state: DemoState, hours: number, now: Date): boolean {
  return (
    state.organizations.length === 2 &&
    state.accounts >= DEMO_ACCOUNT_COUNT &&
    state.resetAt !== null &&
    now.getTime() - state.resetAt.getTime() < hours * 3_600_000
  );
}

/**
 * Deletes the demo organisations, their people and records, and the demo accounts with every
 * visitor's session, then seeds a fresh copy: one transaction under the demo's advisory lock, so
 * two server instances never reset at once, and the second one, finding a fresh copy, skips.
 */
export async function resetDemo(
  ctx: AppContext,
  options: ResetOptions = {},
): Promise<ResetOutcome> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const { db } = ctx.database;
  const summary = await db.transaction().execute(async (trx) => {
    await repo.lockForReset(trx);
    if (options.ifOlderThanHours !== undefined) {
      const state = await repo.readDemoState(trx);
      if (isDemoFresh(state, options.ifOlderThanHours, now)) return undefined;
    }
    return replaceDemo(trx, now);
  });
  if (summary && ctx.database.kind === 'pglite') await repo.vacuumDemoTables(db);
  const { resetAt } = await repo.readDemoState(db);
  return {
    didReset: summary !== undefined,
    resetAt: resetAt ?? now,
    summary,
    tookMs: Math.round(performance.now() - started),
  };
}

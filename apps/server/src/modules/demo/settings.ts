import type { AppConfig } from '../../config/env.js';

/** POST /api/demo/session: enough for a visitor to try every role a few times, per IP. */
export const DEMO_SESSION_RATE_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 };

/**
 * How often the demo is replaced with a fresh copy: DEMO_RESET_HOURS (`config.demoResetHours`,
 * default 24 in config/env.ts) — at start-up when the copy is missing or older, then on a timer.
 * 0 turns automatic resets off; `npm run demo:reset` still works. While the configuration does
 * not define the setting, automatic resets stay off.
 */
export function demoResetHours(config: AppConfig): number {
  return (config as AppConfig & { demoResetHours?: number }).demoResetHours ?? 0;
}

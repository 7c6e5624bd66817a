import type { AppConfig } from '../../config/env.js';

/** POST /api/demo/session per IP: RATE_LIMIT_DEMO_SESSION (default 30 in 10 minutes). */
export function demoSessionRateLimit(config: AppConfig): { max: number; timeWindowMs: number } {
  return {
    max: config.rateLimits.demoSession.max,
    timeWindowMs: config.rateLimits.demoSession.windowMs,
  };
}

/**
 * How often the demo is replaced with a fresh copy: DEMO_RESET_HOURS (default 24) — at start-up
 * when the copy is missing or older, then on a timer. 0 turns automatic resets off;
 * `npm run demo:reset` still works.
 */
export function demoResetHours(config: AppConfig): number {
  return config.demoResetHours;
}

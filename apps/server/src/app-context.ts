import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.js';
import type { ActiveSessions } from './lib/active-sessions.js';
import type { Database } from './lib/db.js';
import type { Keys } from './lib/jwt.js';
import type { Mailer } from './lib/mail.js';
import type { Notifications } from './lib/notifications.js';

/** What every module needs, built once at start-up and shared through `app.ctx`. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  keys: Keys;
  mailer: Mailer;
  notifications: Notifications;
  /** Sessions found signed in lately (their check is skipped for a few seconds). */
  sessions: ActiveSessions;
  version: string;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

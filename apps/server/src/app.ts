import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config/env.js';
import { openDatabase } from './lib/db.js';
import { fromDatabaseError } from './lib/db-errors.js';
import { AppError } from './lib/errors.js';
import { isJsonTooDeep, jsonTooDeepMessage } from './lib/json-depth.js';
import { createKeys, loadJwtSecret } from './lib/jwt.js';
import { postgresRateLimitStore, purgeRateLimits } from './lib/rate-limit-store.js';
import { trackUnusedConnections } from './lib/unused-connections.js';
import { loggerOptions } from './lib/logger.js';
import { createMailer } from './lib/mail.js';
import { startJobs } from './lib/jobs/queue.js';
import { migrate } from './lib/migrate.js';
import { Notifications } from './lib/notifications.js';
import { ActiveSessions } from './lib/active-sessions.js';
import { adminRoutes } from './modules/admin/routes.js';
import { scheduleClosures } from './modules/attendance/close-periods.js';
import { LiveBoard } from './modules/attendance/live-board.js';
import { attendanceRoutes } from './modules/attendance/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { backupRoutes } from './modules/backups/routes.js';
import { biometricRoutes } from './modules/biometric/routes.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { consentRoutes } from './modules/consent/routes.js';
import { retentionSchedule } from './modules/consent/retention.js';
import { overtimeSchedule } from './modules/overtime/stale.js';
import { contactRoutes } from './modules/contact/routes.js';
import { FaceRegistry } from './modules/faces/face-registry.js';
import { faceRoutes } from './modules/faces/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { demoRoutes } from './modules/demo/routes.js';
import { guardianRoutes } from './modules/guardians/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { collectApiRoutes } from './modules/integrations/openapi.js';
import { integrationRoutes } from './modules/integrations/routes.js';
import { webhookSchedule } from './modules/integrations/webhook-jobs.js';
import { leaveRoutes } from './modules/leave/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { orgRoutes } from './modules/orgs/routes.js';
import { overtimeRoutes } from './modules/overtime/routes.js';
import { locationTrustRoutes } from './modules/location-trust/routes.js';
import { exportSchedule } from './modules/exports/jobs.js';
import { exportRoutes } from './modules/exports/routes.js';
import { payrollRoutes } from './modules/payroll/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { realtimeRoutes } from './modules/realtime/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { reminderSchedule } from './modules/reminders/reminders.js';
import { taskDueSchedule } from './modules/tasks/due-reminders.js';
import { taskFileRemovalSchedule } from './modules/tasks/remove-card-files.js';
import { scheduledReportJobs } from './modules/scheduled-reports/jobs.js';
import { scheduledReportRoutes } from './modules/scheduled-reports/routes.js';
import { reminderRoutes } from './modules/reminders/routes.js';
import { restRoutes } from './modules/rest/routes.js';
import { statusRoutes } from './modules/status/routes.js';
import { storageRoutes } from './modules/storage/routes.js';
import { taskRoutes } from './modules/tasks/routes.js';
import { DEFAULT_STATIC_DIR, spaRoutes } from './modules/spa/routes.js';

export type BuildOptions = {
  /** Embedded database in memory instead of under DATA_DIR (tests). */
  inMemoryDatabase?: boolean;
  /** A dump of an already migrated embedded database to start from (tests). */
  databaseTemplate?: Blob;
  /** Override the logger (tests pass false). */
  logger?: boolean;
  /** Periodic jobs (closing finished attendance periods); tests run them explicitly. */
  backgroundJobs?: boolean;
};

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const CORS_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'range-unit',
  'x-client-info',
  'x-supabase-api-version',
  'x-upsert',
  'x-metadata',
  'cache-control',
];

/** Response types worth compressing on the fly (see the compress plugin below). */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml)(?:;|$)|application\/javascript)/;

/**
 * The camera (face check-in and enrolment) and location (self check-in, drawing a site's fence)
 * for our own pages; every other powerful feature for nobody. One policy for the whole app: its
 * pages change without a new document, so a per-page policy would not hold. Only features the
 * browsers know: Chromium reports an unknown one as an error on every page's console (`bluetooth`
 * was one; the journeys fail on such a report).
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  ...['microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'].map(
    (feature) => `${feature}=()`,
  ),
].join(', ');

/** Builds the whole server without listening; `server.ts` listens, tests call this directly. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
  });
  const dropUnusedConnections = trackUnusedConnections(app.server);
  app.addHook('preClose', async () => dropUnusedConnections());
  // Before any module registers its routes: /api/openapi.json lists them.
  const apiRoutes = collectApiRoutes(app);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    inMemory: options.inMemoryDatabase,
    template: options.databaseTemplate,
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  const secret = loadJwtSecret({
    configured: config.jwtSecret,
    dataDir: config.dataDir,
    ephemeral: options.inMemoryDatabase,
  });
  const ctx: AppContext = {
    config,
    database,
    keys: await createKeys(secret),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    notifications: new Notifications(database, app.log),
    sessions: new ActiveSessions(),
    version: VERSION,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await ctx.notifications.close();
  });

  // The security headers' middleware is built once; @fastify/helmet built it on every request
  // (parsing the Content-Security-Policy each time, ~5 % of a data API read).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over HTTPS (directly or, with TRUST_PROXY, behind a proxy that says so).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cors, {
    origin: [config.siteUrl, ...config.additionalRedirectUrls.map((url) => new URL(url).origin)],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: [
      'content-range',
      'x-supabase-api-version',
      'retry-after',
      'preference-applied',
    ],
    credentials: true,
    maxAge: 600,
  });
  // Counted in PostgreSQL, so every server process on one database shares each limit. While the
  // database is away the count is skipped: every limited route needs the database anyway and
  // answers 503 itself.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    skipOnError: true,
  });

  // Answers of 1 kB and more go out brotli- or gzip-compressed when the client accepts it (a
  // dashboard reads ~200 kB of JSON, ~25 kB compressed, over a phone's link). JSON, CSV, text,
  // XML and calendars only: not live streams (event-stream), and not files that are compressed
  // already or sent in byte ranges. The built web app's files have their own compressed copies.
  await app.register(compress, {
    globalDecompression: false,
    customTypes: COMPRESSIBLE_TYPES,
  });

  // supabase-js sends `content-type: application/json` with an empty body on some calls (logout,
  // MFA challenge): an empty JSON body means "no body", not an error. Nesting is limited before
  // parsing (the data API checks its own bodies the same way, in its error shape).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (isJsonTooDeep(text)) return done(new AppError(400, 'bad_json', jsonTooDeepMessage));
    parseJson(request, text, done);
  });

  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = fromDatabaseError(thrown) ?? thrown;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        code: 'over_request_rate_limit',
        message: 'Too many requests. Please wait a moment and try again.',
      });
    }
    if (status < 500) {
      return reply.code(status).send({
        code:
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : 'bad_request',
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      code: 'unexpected_failure',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth/v1' });
  await app.register(restRoutes, { prefix: '/rest/v1' });
  await app.register(storageRoutes, { prefix: '/storage/v1' });
  await app.register(contactRoutes);
  await app.register(statusRoutes);
  await app.register(orgRoutes);
  await app.register(adminRoutes);

  await ctx.sessions.listen(ctx.notifications);
  const faces = new FaceRegistry(database, app.log);
  await faces.listen(ctx.notifications);
  const board = new LiveBoard(ctx);
  await board.start();
  app.decorate('liveBoard', board);
  app.addHook('preClose', async () => board.close());
  await app.register(faceRoutes, { registry: faces });
  await app.register(consentRoutes, { registry: faces });
  await app.register(attendanceRoutes, { registry: faces, board });
  await app.register(reportRoutes);
  await app.register(exportRoutes);
  await app.register(payrollRoutes);
  await app.register(biometricRoutes);
  await app.register(leaveRoutes);
  await app.register(overtimeRoutes);
  await app.register(locationTrustRoutes);
  await app.register(taskRoutes);
  await app.register(calendarRoutes);
  await app.register(filesRoutes, { backgroundJobs: options.backgroundJobs !== false });
  await app.register(realtimeRoutes, { prefix: '/realtime/v1' });
  await app.register(notificationRoutes, { backgroundJobs: options.backgroundJobs !== false });
  await app.register(guardianRoutes, { backgroundJobs: options.backgroundJobs !== false });
  await app.register(reminderRoutes);
  await app.register(integrationRoutes, { apiRoutes });
  await app.register(scheduledReportRoutes);
  await app.register(privacyRoutes, { backgroundJobs: options.backgroundJobs !== false });
  if (options.backgroundJobs !== false) {
    const stopClosures = scheduleClosures(ctx);
    app.addHook('onClose', async () => stopClosures());
    const purge = setInterval(
      () =>
        void purgeRateLimits(database.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'rate-limit purge failed'),
        ),
      10 * 60_000,
    ).unref();
    app.addHook('onClose', async () => clearInterval(purge));
    // The job queue (reminders): every instance ticks and works; keys and skip-locked claims
    // make each job run once.
    const jobs = startJobs(
      database.db,
      [
        reminderSchedule,
        taskDueSchedule,
        taskFileRemovalSchedule(ctx),
        webhookSchedule({ allowPrivateNetworks: config.allowPrivateNetworkTargets }),
        scheduledReportJobs(ctx),
        retentionSchedule,
        overtimeSchedule((orgId, error) =>
          app.log.warn({ err: error, orgId }, 'overtime sync of changed days failed'),
        ),
        exportSchedule(ctx),
      ],
      {
        onError: (job, error) => app.log.warn({ err: error, job: job.key }, 'job failed'),
        onTickError: (error) => app.log.error({ err: error }, 'job queue round failed'),
      },
    );
    app.addHook('preClose', async () => jobs.stop());
  }
  await app.register(backupRoutes, { backgroundJobs: options.backgroundJobs !== false });
  await app.register(demoRoutes, { backgroundJobs: options.backgroundJobs !== false });
  await app.register(spaRoutes, { root: config.staticDir ?? DEFAULT_STATIC_DIR });
  return app;
}

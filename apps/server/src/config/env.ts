import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

/** A rate limit written as `<max>/<window>`, e.g. `30/5m` (s, m or h). */
const rateLimitSchema = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, 'expected <max>/<window>, e.g. 30/5m')
  .transform((value) => {
    const [max, window] = value.split('/') as [string, string];
    const unit = window.slice(-1);
    const amount = Number(window.slice(0, -1));
    const seconds = unit === 'h' ? amount * 3600 : unit === 'm' ? amount * 60 : amount;
    return { max: Number(max), windowMs: seconds * 1000 };
  });

const booleanSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const urlSchema = z.string().url();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: urlSchema.optional(),
  ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // The most rows one data API read answers (PostgREST's db-max-rows); clients page with Range.
  DATA_API_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // Webhooks and Web Push may reach loopback and private addresses (receivers on the same network).
  ALLOW_PRIVATE_NETWORK_TARGETS: booleanSchema.default(false),
  // Server processes sharing the port (node:cluster); more than one needs DATABASE_URL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Web Push's VAPID key pair (base64url, as web-push generates): generated into DATA_DIR when unset.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key (43 characters)')
    .optional(),
  JWT_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Intelligent Attendance System <no-reply@localhost>'),
  EMAIL_CONFIRMATION: booleanSchema.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: urlSchema.default('https://accounts.google.com'),
  RATE_LIMIT_SIGN_IN: rateLimitSchema.prefault('30/5m'),
  RATE_LIMIT_SIGN_UP: rateLimitSchema.prefault('30/1h'),
  RATE_LIMIT_EMAIL: rateLimitSchema.prefault('30/1h'),
  RATE_LIMIT_VERIFY: rateLimitSchema.prefault('60/5m'),
  RATE_LIMIT_REFRESH: rateLimitSchema.prefault('300/5m'),
  RATE_LIMIT_MESSAGES: rateLimitSchema.prefault('5/10m'),
  RATE_LIMIT_DEMO_SESSION: rateLimitSchema.prefault('30/10m'),
  RATE_LIMIT_API_KEY: rateLimitSchema.prefault('600/1m'),
  // One-time sign-in codes (signInWithOtp, resend): per IP, and per e-mail address or number.
  RATE_LIMIT_OTP: rateLimitSchema.prefault('30/1h'),
  RATE_LIMIT_OTP_ADDRESS: rateLimitSchema.prefault('5/1h'),
  // Face challenges issued (verified face check-ins): per kiosk, and per person checking in alone.
  RATE_LIMIT_FACE_CHALLENGE: rateLimitSchema.prefault('120/1m'),
  RATE_LIMIT_FACE_CHALLENGE_SELF: rateLimitSchema.prefault('20/10m'),
  // Face analysis threads per server process, and check-ins that may wait for one (then 503).
  FACE_THREADS: z.coerce.number().int().min(1).max(32).optional(),
  FACE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  DEMO_RESET_HOURS: z.coerce.number().min(0).max(8760).default(24),
  TRUST_PROXY: booleanSchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEBUG_TOOLS: booleanSchema.default(false),
  STATIC_DIR: z.string().optional(),
  // Guardian alerts by SMS or WhatsApp (issue 15): none writes them to the log.
  SMS_PROVIDER: z.enum(['none', 'http', 'msg91', 'twilio', 'gupshup']).default('none'),
  SMS_CHANNEL: z.enum(['sms', 'whatsapp']).default('sms'),
  SMS_API_URL: urlSchema.optional(),
  SMS_SENDER: z.string().min(1).max(40).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_TEMPLATE_ID: z.string().min(1).optional(),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('POST'),
  SMS_HTTP_BODY: z.string().min(1).optional(),
  SMS_HTTP_CONTENT_TYPE: z.string().min(3).default('application/json'),
  SMS_HTTP_AUTHORIZATION: z.string().min(1).optional(),
  // Nightly backups (npm run backup on a schedule): a time of day in UTC, where, how many kept.
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time of day in UTC as HH:MM, e.g. 21:30')
    .optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

/** What each SMS provider needs besides SMS_PROVIDER (checked together, like Google's pair). */
const SMS_REQUIRED: Record<string, string[]> = {
  http: ['SMS_API_URL'],
  msg91: ['SMS_API_KEY', 'SMS_SENDER', 'SMS_TEMPLATE_ID'],
  twilio: ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_SENDER'],
  gupshup: ['SMS_API_KEY', 'SMS_SENDER'],
};

export const KNOWN_VARIABLES = Object.keys(envSchema.shape);

export type RateLimit = { max: number; windowMs: number };

/**
 * Face analysis threads per process when FACE_THREADS is unset: the cores shared among the
 * server processes (WEB_CONCURRENCY), at most two per process (one core runs each; measured in
 * bench/face-verify.mjs) and at least one, so four processes on two cores get one thread each
 * instead of eight threads fighting for two cores.
 */
export function defaultFaceThreads(processes = 1, cores = availableParallelism()): number {
  return Math.max(1, Math.min(2, Math.floor(cores / Math.max(1, processes))));
}

export type AppConfig = {
  port: number;
  host: string;
  /** The public origin of the app; links in e-mails and redirects are built from it. */
  siteUrl: string;
  additionalRedirectUrls: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** The most rows one data API read answers (`Content-Range` tells the client to page). */
  dataApiMaxRows: number;
  /** Whether webhooks and Web Push may be sent to loopback, private and reserved addresses. */
  allowPrivateNetworkTargets: boolean;
  /** Server processes sharing the port (node:cluster, PostgreSQL only). */
  webConcurrency: number;
  jwtSecret: string | undefined;
  /** Web Push keys from the environment; otherwise generated into the data directory. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailConfirmation: boolean;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  rateLimits: {
    signIn: RateLimit;
    signUp: RateLimit;
    email: RateLimit;
    verify: RateLimit;
    refresh: RateLimit;
    messages: RateLimit;
    demoSession: RateLimit;
    /** Requests per organisation API key, counted across every server process. */
    apiKey: RateLimit;
    /** One-time sign-in codes sent, per IP and per address or number. */
    otp: RateLimit;
    otpAddress: RateLimit;
    /** Face challenges issued per kiosk, and per person on their own device. */
    faceChallenge: RateLimit;
    faceChallengeSelf: RateLimit;
  };
  /** Face analysis: worker threads per process, and check-ins that may wait for one. */
  faces: { threads: number; queue: number };
  /** How often /demo's data is replaced, in hours; 0 = only by `npm run demo:reset`. */
  demoResetHours: number;
  trustProxy: boolean;
  logLevel: string;
  debugTools: boolean;
  /** Where the built SPA lives; undefined serves the workspace's apps/web/dist. */
  staticDir: string | undefined;
  /** Nightly backups: the time of day (UTC) when set, the directory, how many archives are kept. */
  backup: { schedule: { hour: number; minute: number } | undefined; dir: string; keep: number };
  /** The SMS/WhatsApp gateway for guardian alerts; undefined: messages go to the log. */
  sms: SmsConfig | undefined;
};

export type SmsConfig = {
  provider: 'http' | 'msg91' | 'twilio' | 'gupshup';
  channel: 'sms' | 'whatsapp';
  /** The provider's API base (or, for http, the request URL template); tests point it at a stand-in. */
  apiUrl: string | undefined;
  sender: string | undefined;
  apiKey: string | undefined;
  accountSid: string | undefined;
  authToken: string | undefined;
  templateId: string | undefined;
  http: {
    method: 'GET' | 'POST';
    body: string | undefined;
    contentType: string;
    authorization: string | undefined;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads `.env` (when present) under the process environment. Keys in `.env` that the app does
 * not know are reported, because they are almost always typos of a real setting.
 */
export function readEnvFile(file = path.resolve('.env')): {
  values: Record<string, string>;
  unknown: string[];
} {
  if (!existsSync(file)) return { values: {}, unknown: [] };
  const values = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
  const unknown = Object.keys(values).filter((key) => !KNOWN_VARIABLES.includes(key));
  return { values, unknown };
}

/** Validates the environment once and returns typed configuration, or throws listing every problem. */
export function loadConfig(
  env: Record<string, string | undefined>,
  unknownKeys: string[] = [],
): AppConfig {
  const problems = unknownKeys.map((key) => `${key}: unknown setting (see .env.example)`);
  const blankless = Object.fromEntries(
    KNOWN_VARIABLES.map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  // Checked here rather than in the schema: zod skips refinements once any field is invalid,
  // and every problem should be reported at once.
  if (Boolean(blankless.GOOGLE_CLIENT_ID) !== Boolean(blankless.GOOGLE_CLIENT_SECRET)) {
    const missing = blankless.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(`${missing}: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together`);
  }
  if (Number(blankless.WEB_CONCURRENCY ?? 1) > 1 && !blankless.DATABASE_URL) {
    problems.push(
      'WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (Boolean(blankless.VAPID_PUBLIC_KEY) !== Boolean(blankless.VAPID_PRIVATE_KEY)) {
    const missing = blankless.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    problems.push(`${missing}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together`);
  }
  const provider = blankless.SMS_PROVIDER;
  for (const key of (provider && SMS_REQUIRED[provider]) || [])
    if (!blankless[key]) problems.push(`${key}: needed when SMS_PROVIDER is ${provider}`);
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'environment';
      problems.push(
        `${key}: ${issue.message}${key in blankless ? ` (got "${String(blankless[key])}")` : ''}`,
      );
    }
  }
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    additionalRedirectUrls: e.ADDITIONAL_REDIRECT_URLS.split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataApiMaxRows: e.DATA_API_MAX_ROWS,
    allowPrivateNetworkTargets: e.ALLOW_PRIVATE_NETWORK_TARGETS,
    webConcurrency: e.WEB_CONCURRENCY,
    jwtSecret: e.JWT_SECRET,
    jwtExpirySeconds: e.JWT_EXPIRY_SECONDS,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    refreshTokenReuseIntervalSeconds: e.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailConfirmation: e.EMAIL_CONFIRMATION ?? Boolean(e.SMTP_URL),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : undefined,
    rateLimits: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      signUp: e.RATE_LIMIT_SIGN_UP,
      email: e.RATE_LIMIT_EMAIL,
      verify: e.RATE_LIMIT_VERIFY,
      refresh: e.RATE_LIMIT_REFRESH,
      messages: e.RATE_LIMIT_MESSAGES,
      demoSession: e.RATE_LIMIT_DEMO_SESSION,
      apiKey: e.RATE_LIMIT_API_KEY,
      otp: e.RATE_LIMIT_OTP,
      otpAddress: e.RATE_LIMIT_OTP_ADDRESS,
      faceChallenge: e.RATE_LIMIT_FACE_CHALLENGE,
      faceChallengeSelf: e.RATE_LIMIT_FACE_CHALLENGE_SELF,
    },
    faces: {
      threads: e.FACE_THREADS ?? defaultFaceThreads(e.WEB_CONCURRENCY),
      queue: e.FACE_QUEUE,
    },
    demoResetHours: e.DEMO_RESET_HOURS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    debugTools: e.DEBUG_TOOLS,
    staticDir: e.STATIC_DIR,
    backup: {
      schedule: e.BACKUP_SCHEDULE
        ? {
            hour: Number(e.BACKUP_SCHEDULE.slice(0, 2)),
            minute: Number(e.BACKUP_SCHEDULE.slice(3)),
          }
        : undefined,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      keep: e.BACKUP_KEEP,
    },
    sms:
      e.SMS_PROVIDER === 'none'
        ? undefined
        : {
            provider: e.SMS_PROVIDER,
            channel: e.SMS_CHANNEL,
            apiUrl: e.SMS_API_URL,
            sender: e.SMS_SENDER,
            apiKey: e.SMS_API_KEY,
            accountSid: e.SMS_ACCOUNT_SID,
            authToken: e.SMS_AUTH_TOKEN,
            templateId: e.SMS_TEMPLATE_ID,
            http: {
              method: e.SMS_HTTP_METHOD,
              body: e.SMS_HTTP_BODY,
              contentType: e.SMS_HTTP_CONTENT_TYPE,
              authorization: e.SMS_HTTP_AUTHORIZATION,
            },
          },
  };
}

import { existsSync, readFileSync } from 'node:fs';
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
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
  DEMO_RESET_HOURS: z.coerce.number().min(0).max(8760).default(24),
  TRUST_PROXY: booleanSchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEBUG_TOOLS: booleanSchema.default(false),
  STATIC_DIR: z.string().optional(),
});

export const KNOWN_VARIABLES = Object.keys(envSchema.shape);

export type RateLimit = { max: number; windowMs: number };

export type AppConfig = {
  port: number;
  host: string;
  /** The public origin of the app; links in e-mails and redirects are built from it. */
  siteUrl: string;
  additionalRedirectUrls: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
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
  };
  /** How often /demo's data is replaced, in hours; 0 = only by `npm run demo:reset`. */
  demoResetHours: number;
  trustProxy: boolean;
  logLevel: string;
  debugTools: boolean;
  /** Where the built SPA lives; undefined serves the workspace's apps/web/dist. */
  staticDir: string | undefined;
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
    jwtSecret: e.JWT_SECRET,
    jwtExpirySeconds: e.JWT_EXPIRY_SECONDS,
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
    },
    demoResetHours: e.DEMO_RESET_HOURS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    debugTools: e.DEBUG_TOOLS,
    staticDir: e.STATIC_DIR,
  };
}

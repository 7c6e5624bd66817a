import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/env.js';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export type AccessTokenClaims = JWTPayload & {
  role: DbRole;
  sub?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  session_id?: string;
  is_anonymous?: boolean;
};

export type Keys = {
  secret: Uint8Array;
  anonKey: string;
  serviceKey: string;
  sign(claims: AccessTokenClaims, expiresInSeconds: number): Promise<string>;
  /** Verifies signature and expiry; throws InvalidTokenError with a reason a person can read. */
  verify(token: string): Promise<AccessTokenClaims>;
};

export const JWT_ISSUER = 'intelligent-attendance-system';

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'JWT expired' : 'invalid JWT');
  }
}

/** JWT_SECRET must have at least this many characters (config/env.ts checks it too). */
const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when configured; otherwise a secret generated on first start and kept in the data
 * directory so tokens survive restarts. `ephemeral` (tests) keeps it in memory only.
 */
export function loadJwtSecret(options: {
  configured: string | undefined;
  dataDir: string;
  ephemeral?: boolean;
}): string {
  if (options.configured) return options.configured;
  if (options.ephemeral) return randomBytes(48).toString('base64url');
  const file = path.join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    // Written whole under another name, then linked into place: a crash never leaves a partial
    // secret, and of two processes starting at once, one secret wins and both read it.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(partial, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError([
      `${file} is empty or damaged. Delete it to generate a new one (everyone is signed out and kiosks must be set up again), or set JWT_SECRET.`,
    ]);
  }
  return secret;
}

// The API keys are long-lived JWTs with fixed claims, so they stay identical across restarts.
const KEY_ISSUED_AT = 1_767_225_600; // 2026-01-01T00:00:00Z
const KEY_EXPIRES_AT = KEY_ISSUED_AT + 10 * 365 * 24 * 3600;

async function signApiKey(secret: Uint8Array, role: DbRole): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setIssuedAt(KEY_ISSUED_AT)
    .setExpirationTime(KEY_EXPIRES_AT)
    .sign(secret);
}

/** How many verified tokens a server process remembers (a few MB at most). */
const VERIFIED_TOKENS = 10_000;

/** The claims shared by every request with the same token, so none may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export async function createKeys(secretText: string): Promise<Keys> {
  const secret = new TextEncoder().encode(secretText);
  // One KeyObject for every verification: jose would otherwise import the raw secret each time.
  const key = createSecretKey(secret);
  // Tokens already verified, with their claims, until they expire: an HMAC check through
  // WebCrypto cost a data API read about a fifth of its processor time. Only a good signature
  // is remembered; whether the session is still signed in is checked on every request anyway.
  const verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS });
  return {
    secret,
    anonKey: await signApiKey(secret, 'anon'),
    serviceKey: await signApiKey(secret, 'service_role'),
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(JWT_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      let claims: AccessTokenClaims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const role = payload.role;
        if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
          throw new InvalidTokenError('invalid');
        }
        claims = payload as AccessTokenClaims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
        throw new InvalidTokenError('invalid');
      }
      // Until it expires (a token without expiry is checked every time).
      const left = claims.exp === undefined ? 0 : claims.exp * 1000 - Date.now();
      if (left > 0) verified.set(token, deepFreeze(claims), { ttl: left });
      return claims;
    },
  };
}

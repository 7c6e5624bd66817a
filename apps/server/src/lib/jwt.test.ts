import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createKeys, InvalidTokenError, loadJwtSecret } from './jwt.js';

describe('the generated JWT secret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ias-jwt-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once, readable only by its owner, and read back on every start', () => {
    const dir = dataDir();
    const first = loadJwtSecret({ configured: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret({ configured: undefined, dataDir: dir })).toBe(first);
    // Nothing but the secret is left behind.
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('yields to JWT_SECRET when it is set', () => {
    const configured = 'x'.repeat(40);
    expect(loadJwtSecret({ configured, dataDir: dataDir() })).toBe(configured);
  });

  it('refuses an empty or truncated secret file with a way out, instead of signing with it', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'jwt-secret'), 'short\n');
    expect(() => loadJwtSecret({ configured: undefined, dataDir: dir })).toThrow(
      /jwt-secret is empty or damaged\. Delete it .* or set JWT_SECRET/,
    );
  });
});

describe('verifying access tokens', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-characters';
  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (error instanceof InvalidTokenError ? error.reason : String(error)),
    );

  it('remembers a good token only until it expires, and never a bad one', async () => {
    const keys = await createKeys(secret);
    const token = await keys.sign({ role: 'authenticated', sub: 'someone' }, 2);
    const claims = await keys.verify(token);
    expect(claims).toMatchObject({ role: 'authenticated', sub: 'someone' });
    // The same claims again, and nobody can change them for the next request.
    expect(await keys.verify(token)).toEqual(claims);
    expect(Object.isFrozen(await keys.verify(token))).toBe(true);

    // The same payload signed with another secret, and a token with one character changed.
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-characters'));
    expect(await reason(keys.verify(forged))).toBe('invalid');
    // One signature character changed (not the last one, whose low bits are padding).
    const flipped = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${flipped}${token.slice(-1)}`;
    expect(tampered).not.toBe(token);
    expect(await reason(keys.verify(tampered))).toBe('invalid');

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await reason(keys.verify(token))).toBe('expired');
  });

  it('checks a token without an expiry every time, and refuses a role it does not know', async () => {
    const keys = await createKeys(secret);
    const sign = (role: string) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
    expect(await reason(keys.verify(await sign('anon')))).toBe('accepted');
    expect(await reason(keys.verify(await sign('postgres')))).toBe('invalid');
  });
});

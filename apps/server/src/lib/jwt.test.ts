import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt.js';

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

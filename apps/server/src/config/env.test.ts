import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultFaceThreads, loadConfig, readEnvFile } from './env.js';

/** The variables a ConfigError names, in order. */
function problemsOf(env: Record<string, string>, unknown: string[] = []): string[] {
  try {
    loadConfig(env, unknown);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((problem) => problem.split(':')[0]!);
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('names every bad variable at once, the Google pair included', () => {
    expect(
      problemsOf(
        {
          PORT: 'abc',
          LOG_LEVEL: 'loud',
          GOOGLE_CLIENT_ID: 'client-id',
          RATE_LIMIT_SIGN_IN: 'lots',
          SMTP_URL: 'mail.example.com',
        },
        ['PROT'],
      ).sort(),
    ).toEqual(
      [
        'GOOGLE_CLIENT_SECRET',
        'LOG_LEVEL',
        'PORT',
        'PROT',
        'RATE_LIMIT_SIGN_IN',
        'SMTP_URL',
      ].sort(),
    );
  });

  it('names the missing half of the Google pair', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'client-id' })).toEqual(['GOOGLE_CLIENT_SECRET']);
    expect(problemsOf({ GOOGLE_CLIENT_SECRET: 'secret' })).toEqual(['GOOGLE_CLIENT_ID']);
  });

  it('quotes the rejected value so a typo is easy to spot', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*\(got "abc"\)/);
  });

  it('treats blank values as unset and fills in the defaults', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '', DATA_DIR: '' });
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe('info');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.emailConfirmation).toBe(false);
    expect(config.google).toBeUndefined();
  });

  it('turns on e-mail confirmation with SMTP and reads rate limits as <max>/<window>', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example.com:25',
      SITE_URL: 'https://attendance.example.com/',
      RATE_LIMIT_SIGN_IN: '5/2m',
    });
    expect(config.emailConfirmation).toBe(true);
    expect(config.siteUrl).toBe('https://attendance.example.com');
    expect(config.rateLimits.signIn).toEqual({ max: 5, windowMs: 120_000 });
  });
});

describe('face analysis threads', () => {
  it('share the cores among the server processes: at most two each, at least one', () => {
    expect(defaultFaceThreads(1, 2)).toBe(2);
    expect(defaultFaceThreads(1, 16)).toBe(2);
    expect(defaultFaceThreads(1, 1)).toBe(1);
    expect(defaultFaceThreads(2, 2)).toBe(1);
    expect(defaultFaceThreads(4, 2)).toBe(1);
    expect(defaultFaceThreads(4, 8)).toBe(2);
    expect(defaultFaceThreads(3, 4)).toBe(1);
  });

  it('follow WEB_CONCURRENCY unless FACE_THREADS is set', () => {
    const db = { DATABASE_URL: 'postgres://db.example/attendance' };
    const many = loadConfig({ ...db, WEB_CONCURRENCY: '64' });
    expect(many.faces.threads).toBe(1);
    expect(loadConfig({ ...db, WEB_CONCURRENCY: '64', FACE_THREADS: '3' }).faces.threads).toBe(3);
  });
});

describe('readEnvFile', () => {
  it('returns the values of .env and the keys the app does not know', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ias-env-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, '# comment\nPORT=4000\nPROT=3000\nLOG_LEVEL="debug"\n');
      expect(readEnvFile(file)).toEqual({
        values: { PORT: '4000', PROT: '3000', LOG_LEVEL: 'debug' },
        unknown: ['PROT'],
      });
      expect(readEnvFile(path.join(dir, 'missing.env'))).toEqual({ values: {}, unknown: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

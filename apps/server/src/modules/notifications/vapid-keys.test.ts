import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { loadVapidKeys } from './vapid-keys.js';

const FROM = 'Intelligent Attendance System <alerts@school.example>';

describe('VAPID keys', () => {
  it('are generated once into the data directory and read back the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ias-vapid-'));
    const first = loadVapidKeys(dir, FROM);
    expect(existsSync(path.join(dir, 'vapid-keys.json'))).toBe(true);
    expect(loadVapidKeys(dir, FROM)).toEqual(first);
    expect(first.subject).toBe('mailto:alerts@school.example');
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, so every instance signs alike', () => {
    const pair = webPush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'ias-vapid-'));
    const keys = loadVapidKeys(dir, FROM, config.vapidKeys);
    expect(keys).toMatchObject(pair);
    expect(existsSync(path.join(dir, 'vapid-keys.json'))).toBe(false);
  });

  it('refuses half a pair or a malformed key, naming the variable', () => {
    const pair = webPush.generateVAPIDKeys();
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems.map((p) => p.split(':')[0]);
      }
    };
    expect(problems({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual(['VAPID_PRIVATE_KEY']);
    expect(problems({ VAPID_PRIVATE_KEY: pair.privateKey })).toEqual(['VAPID_PUBLIC_KEY']);
    expect(problems({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: pair.privateKey })).toEqual(
      ['VAPID_PUBLIC_KEY'],
    );
  });
});

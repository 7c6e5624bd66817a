import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = (file: string) => readFileSync(path.join(here, file), 'utf8');
const cacheName = (text: string, constant: string) =>
  new RegExp(`const ${constant} = '([^']+)'`).exec(text)?.[1];

describe('the face worker and the kiosk’s service worker', () => {
  it('name the same offline cache of assets (the worker reads the weights from it)', () => {
    const worker = cacheName(source('face-engine.ts'), 'ASSET_CACHE');
    expect(worker).toBeDefined();
    expect(cacheName(source('../../../../public/sw.js'), 'ASSET_CACHE')).toBe(worker);
  });
});

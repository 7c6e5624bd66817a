import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

const COMPRESS_SCRIPT = fileURLToPath(
  new URL('../../../../web/scripts/compress-assets.mjs', import.meta.url),
);

/** Raw HTTP, so the answer's encoding is seen as sent (fetch would decode it). */
async function get(url: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the built web app as served', () => {
  let server: TestServer;
  let root: string;
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ias-spa-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>IAS</title>');
    writeFileSync(path.join(root, 'assets', 'app-Bx12cd34.js'), script);
    // The build's own step writes the .br and .gz copies.
    execFileSync(process.execPath, [COMPRESS_SCRIPT, root]);
    server = await startTestServer({ STATIC_DIR: root });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a hashed asset pre-compressed with brotli or gzip, cached for good', async () => {
    const url = `${server.url}/assets/app-Bx12cd34.js`;
    const brotli = await get(url, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 4);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers pages with index.html that browsers revalidate', async () => {
    const page = await get(`${server.url}/dashboard/teacher`, 'br');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<title>IAS</title>');
  });

  it('serves a real robots.txt and sitemap.xml, not the app', async () => {
    const robots = await get(`${server.url}/robots.txt`, 'identity');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const text = robots.body.toString();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /rest/v1/');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);

    const sitemap = await get(`${server.url}/sitemap.xml`, 'identity');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const xml = sitemap.body.toString();
    expect(xml).toContain(`<loc>${server.url}/pricing</loc>`);
    expect(xml).toContain(`<loc>${server.url}/</loc>`);
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('<title>IAS</title>');
  });
});

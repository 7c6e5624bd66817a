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
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>IAS</title></head><body></body></html>',
    );
    writeFileSync(path.join(root, 'assets', 'app-Bx12cd34.js'), script);
    // What the web build writes beside its manifest: each page URL's chunks and style sheets.
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/login': ['/assets/login-Aa11.js', '/assets/ui-Bb22.js', '/assets/ui-Cc33.css'],
        '/kiosk': ['/assets/kiosk-Dd44.js', '/assets/camera-Ee55.js'],
        '/': [],
      }),
    );
    // … and each signed-in page's scripts, which the page asks for itself.
    writeFileSync(
      path.join(root, '.vite', 'page-chunks.json'),
      JSON.stringify({ '/dashboard/student': ['/assets/student-Ff66.js', '/assets/ui-Bb22.js'] }),
    );
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
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>IAS</title>');
    const gzip = await get(`${server.url}/dashboard/teacher`, 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<title>IAS</title>');
  });

  it("names a page's chunks in its HTML, so they download with the entry", async () => {
    const login = (await get(`${server.url}/login`, 'identity')).body.toString();
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login-Aa11.js">',
    );
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ui-Bb22.js">',
    );
    expect(login).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/ui-Cc33.css">',
    );
    expect(login.indexOf('login-Aa11.js')).toBeLessThan(login.indexOf('</head>'));
    expect(login).not.toContain('kiosk-Dd44.js');

    // The router matches without regard to case, a trailing slash or the query.
    const sameLogin = await get(`${server.url}/Login/?next=%2Fprofile`, 'identity');
    expect(sameLogin.body.toString()).toBe(login);

    const kiosk = (await get(`${server.url}/kiosk`, 'identity')).body.toString();
    expect(kiosk).toContain('href="/assets/camera-Ee55.js"');
    expect(kiosk).not.toContain('login-Aa11.js');

    // A URL the route table does not list, and a page with nothing to add, get index.html as built.
    for (const url of ['/dashboard/teacher', '/no-such-page', '/']) {
      const html = (await get(`${server.url}${url}`, 'identity')).body.toString();
      expect(html).toBe('<!doctype html><html><head><title>IAS</title></head><body></body></html>');
    }
  });

  it("lists a signed-in page's scripts in its HTML as data, not as links", async () => {
    const student = (await get(`${server.url}/dashboard/student/`, 'identity')).body.toString();
    expect(student).toContain(
      '<script type="application/json" id="ias-page-chunks">["/assets/student-Ff66.js","/assets/ui-Bb22.js"]</script>',
    );
    expect(student.indexOf('ias-page-chunks')).toBeLessThan(student.indexOf('</head>'));
    expect(student).not.toContain('modulepreload');
    const login = (await get(`${server.url}/login`, 'identity')).body.toString();
    expect(login).not.toContain('ias-page-chunks');
  });

  it("revalidates a page's HTML by its ETag", async () => {
    const first = await get(`${server.url}/login`, 'identity');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const other = await get(`${server.url}/kiosk`, 'identity');
    expect(other.headers.etag).not.toBe(etag);

    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      request(`${server.url}/login`, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(304);
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

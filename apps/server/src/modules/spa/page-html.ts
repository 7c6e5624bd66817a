import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { escapeHtml } from '../../lib/mail.js';

/** Written by the web build beside Vite's manifest: each page URL's chunks and style sheets. */
export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** Written beside it: each signed-in page URL's scripts, which the page asks for itself. */
export const PAGE_CHUNKS_FILE = path.join('.vite', 'page-chunks.json');

/** The element of a signed-in page's HTML that lists its scripts (read by the web app). */
export const PAGE_CHUNKS_ID = 'ias-page-chunks';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface PageHtml {
  etag: string;
  /** The page in the encoding the client accepts best (brotli, gzip or none), made once. */
  body(acceptEncoding: string | undefined): { encoding: Encoding; bytes: Buffer };
}

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

function pageHtml(html: string): PageHtml {
  const copies = new Map<Encoding, Buffer>();
  const encode = (encoding: Encoding) => {
    const plain = Buffer.from(html);
    if (encoding === 'br') {
      return brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
    }
    return encoding === 'gzip' ? gzipSync(plain, { level: 9 }) : plain;
  };
  return {
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    body(acceptEncoding) {
      const encoding = (acceptEncoding && encodings.negotiate(acceptEncoding)) || 'identity';
      let bytes = copies.get(encoding);
      if (!bytes) copies.set(encoding, (bytes = encode(encoding)));
      return { encoding, bytes };
    },
  };
}

/**
 * A page's files as the links that let the browser fetch them with the app's entry. At low
 * priority: the entry and its style sheet paint the first frame (the splash) and must not share
 * the link with the page's code; on Lighthouse's simulated 4G, high priority put first paint on
 * `/login` 0.4 s later, low brought it 0.6 s earlier than without the links.
 */
function preloadLinks(files: string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`,
    )
    .join('\n    ');
}

/**
 * A signed-in page's scripts as data, not links: named as links they would take the browser's
 * connections ahead of the page's own data requests. The app's start-up asks for them a few at a
 * time instead (apps/web/src/app/page-chunks.ts).
 */
function pageChunksData(files: string[]): string {
  // Inside a script element only `</script` or `<!--` could end it early; file names hold neither,
  // and `<` is escaped all the same.
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CHUNKS_ID}">${json}</script>`;
}

/** The URL's path as the router matches it: no query, no trailing slash, any case. */
export function pagePath(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The app's index.html for each URL, naming that page's code in its head (a `modulepreload` per
 * chunk, from the build's route-preloads.json; for a signed-in page, the list of its scripts from
 * page-chunks.json): without it the browser learns of a page's chunks only once the entry has run
 * and the router has matched the URL. A URL the table does not know (a page's id in the path, a
 * mistyped address) gets index.html as built. Read once at start; each page's compressed copies
 * are made on its first request and kept (the server's compression hook does not run for the
 * not-found handler that answers pages).
 */
export function pageHtmlFor(root: string): (url: string) => PageHtml {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const filesByUrl = (name: string): Record<string, string[]> => {
    const file = path.join(root, name);
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
      : {};
  };
  const preloads = filesByUrl(ROUTE_PRELOADS_FILE);
  const chunks = filesByUrl(PAGE_CHUNKS_FILE);
  const plain = pageHtml(indexHtml);
  const pages = new Map<string, PageHtml>();
  const addToHead = (url: string, html: string) => {
    if (!indexHtml.includes('</head>')) return;
    pages.set(
      url.toLowerCase(),
      pageHtml(indexHtml.replace('</head>', () => `  ${html}\n  </head>`)),
    );
  };
  for (const [url, files] of Object.entries(preloads)) {
    if (files.length > 0) addToHead(url, preloadLinks(files));
  }
  for (const [url, files] of Object.entries(chunks)) {
    if (files.length > 0) addToHead(url, pageChunksData(files));
  }
  return (url) => pages.get(pagePath(url)) ?? plain;
}

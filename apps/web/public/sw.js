// Offline shell for kiosks. /kiosk registers this worker, so a kiosk tablet that restarts or
// reloads without network still opens the app and keeps queueing check-ins (they sync later).
//
// - Pages: network first; offline, the last app shell (index.html) this device saw.
// - /assets/*: cache first. Vite puts a content hash in every name, so a cached file never
//   goes stale; the face models and .wasm files a kiosk needs are among them. Lookups ignore
//   `Vary: Origin` (module scripts are requested with an Origin header, the warm-up without).
// - GET /api/config: network first, the last answer offline.
// Nothing else is cached: API answers with people's data never touch the cache, and every
// check-in (a POST) goes to the network, where the kiosk's own queue takes over when it fails.
const SHELL_CACHE = 'ias-shell-v1';
const ASSET_CACHE = 'ias-assets-v1';
const SHELL_KEY = '/index.html';
const MAX_ASSETS = 400;

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('ias-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

const isHtml = (response) =>
  response.ok &&
  response.type === 'basic' &&
  (response.headers.get('content-type') ?? '').startsWith('text/html');

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
}

async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.status === 200) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

/** Network first; keeps a good answer under `key` and falls back to it when offline. */
async function networkFirst(request, key = request, isGood = (response) => response.ok) {
  try {
    const response = await fetch(request);
    if (isGood(response)) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/**
 * Any page of the app is index.html (history fallback), kept under one key. The server names a
 * public page's chunks in its HTML, so the copy kept is the kiosk's own page: offline, its named
 * chunks are the ones this device has cached.
 */
const page = (request) => networkFirst(request, SHELL_KEY, isHtml);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (url.pathname === '/api/config') event.respondWith(networkFirst(request));
});

// The page that registered the worker loaded its shell and first assets before the worker was
// in control; it sends their addresses here so they are cached too.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-loaded') return;
  const urls = (Array.isArray(event.data.urls) ? event.data.urls : [])
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'));
  event.waitUntil(
    (async () => {
      const from = event.source?.url ? new URL(event.source.url) : undefined;
      const shell = from?.origin === self.location.origin ? from.pathname : '/';
      await page(new Request(shell, { headers: { accept: 'text/html' } })).catch(() => undefined);
      await networkFirst(new Request('/api/config')).catch(() => undefined);
      for (const url of urls) await asset(new Request(url.href)).catch(() => undefined);
      event.source?.postMessage({ type: 'cached' });
    })(),
  );
});

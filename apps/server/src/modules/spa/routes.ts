import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './crawlers.js';
import { pageHtmlFor } from './page-html.js';

const API_PREFIXES = ['/api/', '/auth/v1/', '/rest/v1/', '/storage/v1/', '/realtime/v1/'];

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/**
 * Serves the built SPA; any other GET that wants HTML gets index.html (history fallback). The
 * build leaves brotli and gzip copies beside its files (apps/web/scripts/compress-assets.mjs):
 * they are sent as they are to a browser that accepts them. A page's HTML names that page's
 * chunks (page-html.ts).
 */
export const spaRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const { siteUrl } = app.ctx.config;
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(siteUrl)),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(siteUrl)),
  );

  // The same URL is sent brotli, gzip or plain by what the browser accepts; caches must know
  // (CORS has already said Vary: Origin).
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? ''))) {
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });

  const hasBuild = existsSync(path.join(root, 'index.html'));
  const pageHtml = hasBuild ? pageHtmlFor(root) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; send's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (!wantsPage) {
      return reply.code(404).send({
        code: 'not_found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (!pageHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send(
          'The web app has not been built yet. Run `npm run build` (npm start does this for you).',
        );
    }
    const page = pageHtml(request.url);
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    const known = request.headers['if-none-match']?.split(/\s*,\s*/) ?? [];
    if (known.includes(page.etag)) return reply.code(304).send();
    const { encoding, bytes } = page.body(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(bytes);
  });
};

import type { FastifyInstance } from 'fastify';

export type ApiRoute = { method: string; url: string };

/**
 * Records every /api route as it is registered (call before the modules register theirs), so the
 * OpenAPI description lists exactly the routes that exist.
 */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  });
  return routes;
}

/** `/api/organizations/:id/x` → `/api/organizations/{id}/x`. */
const toPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
/** The tag is the area: the first segment after /api (and after the organisation for its routes). */
function tagOf(url: string): string {
  const parts = url.split('/').filter((part) => part && !part.startsWith(':'));
  return parts[1] === 'organizations' && parts[2] ? parts[2] : (parts[1] ?? 'api');
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' } },
};

/** An OpenAPI 3.1 description of /api, built from the registered routes. */
export function openApiDocument(routes: readonly ApiRoute[], version: string, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) {
    const path = (paths[toPath(route.url)] ??= {});
    const method = route.method.toLowerCase();
    path[method] = {
      operationId: `${method}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: `${route.method} ${toPath(route.url)}`,
      tags: [tagOf(route.url)],
      parameters: paramsOf(route.url).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(['post', 'put', 'patch'].includes(method)
        ? {
            requestBody: {
              required: false,
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          }
        : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: {} } } },
        default: {
          description: 'An error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Intelligent Attendance System API',
      version,
      description:
        'The /api operations behind the web app. Call them as a signed-in person (apikey header with the anon key and `Authorization: Bearer <access token>`) or with an organisation API key (`Authorization: Bearer ias_…`), which reaches only `/api/organizations/{its id}/…` — with GET alone for a read key. The same keys read the data API at /rest/v1 (PostgREST) as their organisation. Webhook requests carry `X-IAS-Timestamp` and `X-IAS-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the webhook secret>`.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }, { organisationKey: [] }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        organisationKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An organisation API key, ias_…',
        },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}

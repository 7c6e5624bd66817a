import type { FastifyServerOptions } from 'fastify';

// GoTrue's link and PKCE parameters, our signed storage URLs, and OAuth's token names.
const SENSITIVE_QUERY =
  /([?&](?:token|token_hash|code|state|access_token|refresh_token|id_token|provider_token|provider_refresh_token|apikey|password)=)[^&#]*/gi;

/** Strips secrets from a URL before it reaches the log. */
export function redactUrl(url: string): string {
  return url.replace(SENSITIVE_QUERY, '$1[redacted]');
}

/** Request logs carry method, path and status, never passwords, tokens or keys. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.apikey',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refresh_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

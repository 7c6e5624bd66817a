import type { AppConfig } from '../../config/env.js';

/**
 * Only our own site and the configured extra URLs may receive tokens or codes; anything else falls
 * back to the site URL (an open redirect would hand sessions to another origin).
 */
export function resolveRedirect(config: AppConfig, requested: string | undefined | null): string {
  if (!requested) return config.siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return config.siteUrl;
  const allowed = [config.siteUrl, ...config.additionalRedirectUrls];
  for (const base of allowed) {
    const prefix = new URL(base);
    const folder = prefix.pathname.endsWith('/') ? prefix.pathname : `${prefix.pathname}/`;
    const samePlace = target.pathname === prefix.pathname || target.pathname.startsWith(folder);
    if (target.origin === prefix.origin && samePlace) return target.toString();
  }
  return config.siteUrl;
}

/** Appends values to a redirect URL's query (PKCE codes, errors) or fragment (implicit tokens). */
export function withParams(
  url: string,
  params: Record<string, string>,
  where: 'query' | 'fragment',
): string {
  const target = new URL(url);
  if (where === 'query') {
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target.toString();
  }
  target.hash = new URLSearchParams(params).toString();
  return target.toString();
}

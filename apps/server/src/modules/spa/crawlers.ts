/**
 * What search engines are told: the public pages (SPEC.md §2) may be indexed; the signed-in
 * workspace, the APIs and the kiosk are not for them.
 */
export const PUBLIC_PAGES = [
  '/',
  '/demo',
  '/pricing',
  '/about',
  '/docs',
  '/features',
  '/careers',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy',
  '/terms',
  '/terms-of-service',
  '/privacy-policy',
  '/cookies',
  '/faq',
  '/contact',
  '/support',
  '/status',
] as const;

const PRIVATE_PREFIXES = [
  '/api/',
  '/auth/v1/',
  '/rest/v1/',
  '/storage/v1/',
  '/realtime/v1/',
  '/dashboard',
  '/profile',
  '/contacts',
  '/calendar',
  '/tasks',
  '/kanban',
  '/files',
  '/messages',
  '/tutorials',
  '/kiosk',
  '/auth/callback',
  '/auth-test',
  '/register/',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeXml(new URL(page, siteUrl).toString())}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

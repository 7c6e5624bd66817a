import type { MessageId } from '@/features/i18n';

/** Header navigation sets of SPEC.md §2; labels are ids of the shared catalogue. */
export type NavItem = { label: MessageId; to: string };

export const SIGNED_IN_NAV: readonly NavItem[] = [
  { label: 'layout.nav.home', to: '/' },
  { label: 'layout.nav.dashboard', to: '/dashboard' },
  { label: 'layout.nav.about', to: '/about' },
  { label: 'layout.nav.features', to: '/features' },
  { label: 'layout.nav.tutorials', to: '/tutorials' },
  { label: 'layout.nav.docs', to: '/docs' },
];

export const VISITOR_NAV: readonly NavItem[] = [
  { label: 'layout.nav.home', to: '/' },
  { label: 'layout.nav.about', to: '/about' },
  { label: 'layout.nav.features', to: '/features' },
  { label: 'layout.nav.demo', to: '/demo' },
  { label: 'layout.nav.pricing', to: '/pricing' },
  { label: 'layout.nav.docs', to: '/docs' },
  { label: 'layout.nav.login', to: '/login' },
];

export type FooterLink = { label: MessageId; to: string; isExternal?: boolean };

export const FOOTER_COMPANY: readonly FooterLink[] = [
  { label: 'layout.footer.aboutUs', to: '/about' },
  { label: 'layout.footer.careers', to: '/careers' },
  { label: 'layout.footer.blog', to: '/about#blog' },
  { label: 'layout.footer.contact', to: '/contact' },
];

export const FOOTER_RESOURCES: readonly FooterLink[] = [
  { label: 'layout.footer.documentation', to: '/docs' },
  { label: 'layout.footer.api', to: '/docs#api' },
  { label: 'layout.footer.faq', to: '/faq' },
  { label: 'layout.footer.support', to: '/support' },
  { label: 'layout.footer.status', to: '/status' },
];

export const FOOTER_LEGAL: readonly FooterLink[] = [
  { label: 'layout.footer.privacy', to: '/privacy-policy' },
  { label: 'layout.footer.terms', to: '/terms-of-service' },
  { label: 'layout.footer.cookies', to: '/cookies' },
];

/** Header navigation sets of SPEC.md §2. */
export type NavItem = { label: string; to: string };

export const SIGNED_IN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'About', to: '/about' },
  { label: 'Features', to: '/features' },
  { label: 'Tutorials', to: '/tutorials' },
  { label: 'Docs', to: '/docs' },
];

export const VISITOR_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Features', to: '/features' },
  { label: 'Demo', to: '/demo' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Docs', to: '/docs' },
  { label: 'Login', to: '/login' },
];

export type FooterLink = { label: string; to: string; isExternal?: boolean };

export const FOOTER_COMPANY: readonly FooterLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Careers', to: '/careers' },
  { label: 'Blog', to: '/about#blog' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_RESOURCES: readonly FooterLink[] = [
  { label: 'Documentation', to: '/docs' },
  { label: 'API', to: '/docs#api' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Support', to: '/support' },
  { label: 'System Status', to: '/status' },
];

export const FOOTER_LEGAL: readonly FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Cookie Policy', to: '/cookies' },
];

import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { type MessageId, useT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { FOOTER_COMPANY, FOOTER_LEGAL, FOOTER_RESOURCES, type FooterLink } from './navigation';
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';

/** What the footer says about the service, from /api/health. */
export type SystemHealth = 'checking' | 'operational' | 'degraded' | 'unreachable';

export const HEALTH_TEXT: Record<SystemHealth, { text: MessageId; dot: string }> = {
  checking: { text: 'layout.health.checking', dot: 'bg-slate-400' },
  operational: { text: 'layout.health.operational', dot: 'bg-emerald-500' },
  degraded: { text: 'layout.health.degraded', dot: 'bg-amber-500' },
  unreachable: { text: 'layout.health.unreachable', dot: 'bg-red-500' },
};

/** The accounts, by their brands' own names (the same in every language). */
export const SOCIAL_LINKS = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/intelligent-attendance-system',
    Icon: LinkedInIcon,
  },
  { name: 'X (Twitter)', href: 'https://x.com/ias_attendance', Icon: XIcon },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@IntelligentAttendanceSystem',
    Icon: YouTubeIcon,
  },
  { name: 'Instagram', href: 'https://www.instagram.com/ias.attendance', Icon: InstagramIcon },
];

/** The public pages a signed-in person reaches from the site header (SPEC.md §2). */
export const SITE_PAGES: readonly FooterLink[] = [
  { label: 'layout.nav.home', to: '/' },
  { label: 'layout.nav.about', to: '/about' },
  { label: 'layout.nav.features', to: '/features' },
  { label: 'layout.nav.docs', to: '/docs' },
];

/** The live status line, linking to /status. */
export function StatusLink({
  health,
  className,
  isCompact = false,
}: {
  health: SystemHealth;
  className?: string;
  /** Only the dot shows; the words stay for screen readers and as the tooltip. */
  isCompact?: boolean;
}) {
  const t = useT();
  const status = HEALTH_TEXT[health];
  return (
    <Link
      to="/status"
      data-health={health}
      title={isCompact ? t(status.text) : undefined}
      className={cn('inline-flex items-center gap-2 rounded', className)}
    >
      <span aria-hidden="true" className={cn('h-2.5 w-2.5 shrink-0 rounded-full', status.dot)} />
      <span role="status" className={isCompact ? 'sr-only' : undefined}>
        {t(status.text)}
      </span>
    </Link>
  );
}

/** The site's information on the dark footer or on the app's light surfaces. */
export type Tone = 'dark' | 'light';

const TONE = {
  dark: {
    place: 'text-slate-300',
    pin: 'text-slate-400',
    social: 'bg-slate-800 text-slate-300 hover:bg-slate-700 hover:text-white',
    headingClass: 'text-sm font-semibold text-white',
    list: 'mt-4 space-y-3',
    link: 'rounded text-sm text-slate-300 transition-colors hover:text-white',
  },
  light: {
    place: 'text-slate-600',
    pin: 'text-slate-500',
    social: 'bg-slate-100 text-slate-600 hover:bg-slate-200 hover:text-slate-900',
    headingClass: 'text-xs font-semibold uppercase tracking-wide text-slate-500',
    list: 'mt-2 space-y-1',
    link: 'block rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  },
} as const;

/** Alpha and Beta badges and where the product is available. */
export function ReleaseBadges({ className, tone = 'light' }: { className?: string; tone?: Tone }) {
  const t = useT();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Badge variant="warning">{t('layout.badge.alpha')}</Badge>
      <Badge variant="purple">{t('layout.badge.beta')}</Badge>
      <span className={cn('inline-flex items-center gap-1.5 text-sm', TONE[tone].place)}>
        <MapPin aria-hidden="true" className={cn('h-4 w-4', TONE[tone].pin)} />
        {t('layout.indiaOnly')}
      </span>
    </div>
  );
}

/** The product's social media accounts, each opening in a new tab. */
export function SocialLinks({ tone = 'light' }: { tone?: Tone }) {
  const t = useT();
  return (
    <ul className="flex gap-2" aria-label={t('layout.social')}>
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('layout.social.newTab', { name })}
            className={cn(
              'inline-flex h-9 w-9 items-center justify-center rounded-lg transition-colors',
              TONE[tone].social,
            )}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One titled group of footer links (the footer's h2 level, or the app's h3). */
export function LinkColumn({
  title,
  links,
  onNavigate,
  tone = 'light',
  headingLevel = 3,
}: {
  title: string;
  links: readonly FooterLink[];
  onNavigate?: () => void;
  tone?: Tone;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading className={TONE[tone].headingClass}>{title}</Heading>
      <ul className={TONE[tone].list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} onClick={onNavigate} className={TONE[tone].link}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site's pages and every footer link, on a light background (inside the app). */
export function SiteLinkColumns({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-x-6 gap-y-5">
        <LinkColumn title={t('layout.footer.product')} links={SITE_PAGES} onNavigate={onNavigate} />
        <LinkColumn
          title={t('layout.footer.company')}
          links={FOOTER_COMPANY}
          onNavigate={onNavigate}
        />
        <LinkColumn
          title={t('layout.footer.resources')}
          links={FOOTER_RESOURCES}
          onNavigate={onNavigate}
        />
        <LinkColumn title={t('layout.footer.legal')} links={FOOTER_LEGAL} onNavigate={onNavigate} />
      </div>
      <SocialLinks />
    </div>
  );
}

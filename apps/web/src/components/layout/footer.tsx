import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { LogoMark } from './logo';
import { FOOTER_COMPANY, FOOTER_LEGAL, FOOTER_RESOURCES, type FooterLink } from './navigation';
import { HEALTH_TEXT, SOCIAL_LINKS, type SystemHealth } from './site-info';

export type { SystemHealth };

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="rounded text-sm text-slate-300 transition-colors hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer with every SPEC.md §2 link, the live status line and the version badges. */
export function Footer({ health }: { health: SystemHealth }) {
  const status = HEALTH_TEXT[health];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-2">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
              <LogoMark />
              <span className="text-base font-bold text-white">Intelligent Attendance System</span>
            </Link>
            <p className="max-w-sm text-sm leading-relaxed text-slate-400">
              Face, ID-card and roll-call attendance for schools, colleges, coaching centres and
              companies — with leave, corrections and reports in one place.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="warning">Alpha</Badge>
              <Badge variant="purple">Beta</Badge>
              <span className="inline-flex items-center gap-1.5 text-sm text-slate-300">
                <MapPin aria-hidden="true" className="h-4 w-4 text-slate-400" />
                Available in India only
              </span>
            </div>
            <ul className="flex gap-2" aria-label="Social media">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-slate-800 text-slate-300 transition-colors hover:bg-slate-700 hover:text-white"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3">
            <LinkColumn title="Company" links={FOOTER_COMPANY} />
            <LinkColumn title="Resources" links={FOOTER_RESOURCES} />
            <LinkColumn title="Legal" links={FOOTER_LEGAL} />
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">
            © {new Date().getFullYear()} Intelligent Attendance System
          </p>
          <Link
            to="/status"
            data-health={health}
            className="inline-flex items-center gap-2 rounded text-slate-300 hover:text-white"
          >
            <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', status.dot)} />
            <span role="status">{status.text}</span>
          </Link>
        </div>
      </div>
    </footer>
  );
}

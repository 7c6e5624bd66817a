import { Link } from 'react-router';
import { useT } from '@/features/i18n';
import { LogoMark } from './logo';
import { FOOTER_COMPANY, FOOTER_LEGAL, FOOTER_RESOURCES } from './navigation';
import { LinkColumn, ReleaseBadges, SocialLinks, StatusLink, type SystemHealth } from './site-info';

export type { SystemHealth };

/** The site footer with every SPEC.md §2 link, the live status line and the version badges. */
export function Footer({ health }: { health: SystemHealth }) {
  const t = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-2">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
              <LogoMark />
              <span className="text-base font-bold text-white">{t('layout.brand')}</span>
            </Link>
            <p className="max-w-sm text-sm leading-relaxed text-slate-400">
              {t('layout.footer.tagline')}
            </p>
            <ReleaseBadges tone="dark" />
            <SocialLinks tone="dark" />
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3">
            <LinkColumn
              title={t('layout.footer.company')}
              links={FOOTER_COMPANY}
              tone="dark"
              headingLevel={2}
            />
            <LinkColumn
              title={t('layout.footer.resources')}
              links={FOOTER_RESOURCES}
              tone="dark"
              headingLevel={2}
            />
            <LinkColumn
              title={t('layout.footer.legal')}
              links={FOOTER_LEGAL}
              tone="dark"
              headingLevel={2}
            />
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">
            {t('layout.footer.copyright', { year: String(new Date().getFullYear()) })}
          </p>
          <StatusLink health={health} className="text-slate-300 hover:text-white" />
        </div>
      </div>
    </footer>
  );
}

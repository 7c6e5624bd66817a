import { Link, useLocation } from 'react-router';
import type { SystemHealth } from '@/components/layout/site-info';
import { cn } from '@/lib/cn';
import { isCurrent, type NavItem, type NavSection } from '../utils/app-navigation';
import { MoreSheet } from './more-sheet';
import { useShellT } from '../hooks/use-shell-t';

/** The phone's navigation: the type's most used pages and "More" for everything else. */
export function BottomBar({
  items,
  sections,
  health,
}: {
  items: NavItem[];
  sections: NavSection[];
  health: SystemHealth;
}) {
  const t = useShellT();
  const { pathname } = useLocation();
  const isInBar = items.some((item) => isCurrent(item, pathname));
  return (
    <nav
      aria-label={t('shell.bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex h-16 max-w-lg items-stretch">
        {items.map((item) => {
          const isHere = isCurrent(item, pathname);
          return (
            <Link
              key={item.id}
              to={item.to}
              aria-current={isHere ? 'page' : undefined}
              className={cn(
                'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium',
                isHere ? 'text-brand-700' : 'text-slate-600',
              )}
            >
              <span
                className={cn(
                  'flex h-7 w-12 items-center justify-center rounded-full',
                  isHere && 'bg-brand-50',
                )}
              >
                <item.Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span className="max-w-full truncate">{item.shortLabel}</span>
            </Link>
          );
        })}
        <MoreSheet sections={sections} health={health} isActive={!isInBar} />
      </div>
    </nav>
  );
}

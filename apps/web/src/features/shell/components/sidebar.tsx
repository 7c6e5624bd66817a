import { CircleHelp, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { StatusLink, type SystemHealth } from '@/components/layout/site-info';
import { cn } from '@/lib/cn';
import type { NavSection } from '../utils/app-navigation';
import { AboutDialog } from './about-dialog';
import { SidebarNav } from './sidebar-nav';
import { useShellT } from '../hooks/use-shell-t';

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/**
 * The desktop sidebar: the product's mark, the person's sections, and at the bottom what the site
 * footer carries (the live status and, one click away, its links and badges). Fixed to the
 * viewport's height, so nothing below the pages moves while they load.
 */
export function Sidebar({
  sections,
  isCollapsed,
  onCollapsedChange,
  health,
  query,
  isLoading,
}: {
  sections: NavSection[];
  isCollapsed: boolean;
  onCollapsedChange: (value: boolean) => void;
  health: SystemHealth;
  query: string;
  isLoading: boolean;
}) {
  const t = useShellT();
  const navId = useId();
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={isCollapsed ? 'true' : 'false'}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white lg:flex',
        isCollapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-slate-200 px-3',
          isCollapsed ? 'justify-center' : 'justify-between gap-2',
        )}
      >
        {isCollapsed ? null : (
          <Link
            to="/"
            className="flex min-w-0 items-center gap-2.5 rounded-lg"
            aria-label={t('shell.home')}
          >
            <LogoMark className="shrink-0" />
            <span className="text-[13px] font-bold leading-tight tracking-tight text-slate-900">
              {t('shell.brandFirst')}
              <br />
              {t('shell.brandRest')}
            </span>
          </Link>
        )}
        <button
          type="button"
          className={iconButton}
          aria-controls={isLoading ? undefined : navId}
          aria-expanded={!isCollapsed}
          aria-label={t(isCollapsed ? 'shell.sidebar.expand' : 'shell.sidebar.collapse')}
          title={t(isCollapsed ? 'shell.sidebar.expand' : 'shell.sidebar.collapse')}
          onClick={() => onCollapsedChange(!isCollapsed)}
        >
          {isCollapsed ? (
            <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
      {isLoading ? (
        <NavSkeleton isCollapsed={isCollapsed} />
      ) : (
        <SidebarNav id={navId} sections={sections} isCollapsed={isCollapsed} query={query} />
      )}
      <div
        className={cn(
          'flex h-12 shrink-0 items-center border-t border-slate-200 px-3 text-xs',
          isCollapsed ? 'flex-col justify-center gap-1 py-2 h-auto' : 'justify-between gap-2',
        )}
      >
        <StatusLink
          health={health}
          isCompact={isCollapsed}
          className={cn('min-w-0 text-slate-600 hover:text-slate-900', isCollapsed && 'p-2')}
        />
        <AboutDialog
          trigger={
            <button
              type="button"
              className={cn(iconButton, 'h-8 w-8')}
              aria-label={t('shell.about.title')}
              title={t('shell.about.title')}
            >
              <CircleHelp aria-hidden="true" className="h-[18px] w-[18px]" />
            </button>
          }
        />
      </div>
    </aside>
  );
}

/** The sidebar's shape while the person's type is still loading. */
function NavSkeleton({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <div aria-hidden="true" className="flex-1 space-y-2 px-3 py-4">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-2.5 py-1.5">
          <span className="h-[18px] w-[18px] rounded bg-slate-200" />
          {isCollapsed ? null : <span className="h-3 flex-1 rounded bg-slate-100" />}
        </div>
      ))}
    </div>
  );
}

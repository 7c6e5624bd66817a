import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { isCurrent, type NavSection } from '../utils/app-navigation';
import { useShellT } from '../hooks/use-shell-t';

/**
 * The sections and their links; folded, only the icons show (the names stay as the links'
 * accessible names and tooltips).
 */
export function SidebarNav({
  id,
  sections,
  isCollapsed,
  query,
}: {
  id: string;
  sections: NavSection[];
  isCollapsed: boolean;
  query: string;
}) {
  const t = useShellT();
  const { pathname } = useLocation();
  return (
    <nav id={id} aria-label={t('shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-3">
      {sections.length === 0 ? (
        <p className={cn('px-2 py-3 text-sm text-slate-600', isCollapsed && 'sr-only')}>
          {t('shell.noMatch', { query: query.trim() })}
        </p>
      ) : null}
      {sections.map((section) => (
        <div key={section.id} className="mb-4 last:mb-0">
          <h2
            id={`${id}-${section.id}`}
            className={cn(
              'px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500',
              isCollapsed && 'sr-only',
            )}
          >
            {section.label}
          </h2>
          {isCollapsed ? (
            <div aria-hidden="true" className="mx-2 mb-2 border-t border-slate-200" />
          ) : null}
          <ul aria-labelledby={`${id}-${section.id}`} className="space-y-0.5">
            {section.items.map((item) => {
              const isActive = isCurrent(item, pathname);
              return (
                <li key={item.id}>
                  <Link
                    to={item.to}
                    aria-current={isActive ? 'page' : undefined}
                    title={isCollapsed ? item.label : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors',
                      isCollapsed && 'justify-center px-0',
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    <item.Icon
                      aria-hidden="true"
                      className={cn(
                        'h-[18px] w-[18px] shrink-0',
                        isActive ? 'text-brand-600' : 'text-slate-500',
                      )}
                    />
                    <span className={cn('truncate', isCollapsed && 'sr-only')}>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Ellipsis, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ReleaseBadges,
  SiteLinkColumns,
  StatusLink,
  type SystemHealth,
} from '@/components/layout/site-info';
import { cn } from '@/lib/cn';
import { filterNavigation, isCurrent, type NavSection } from '../utils/app-navigation';
import { NavSearch } from './nav-search';
import { useShellT } from '../hooks/use-shell-t';

/**
 * The phone's "More" sheet: every page of the person's navigation (searchable), then what the
 * site footer carries. A modal dialog: focus stays inside, Escape closes it and focus returns to
 * the button that opened it (or, after choosing a page, to that page's heading).
 */
export function MoreSheet({
  sections,
  health,
  isActive,
}: {
  sections: NavSection[];
  health: SystemHealth;
  /** The current page is not in the bottom bar: "More" is where it lives. */
  isActive: boolean;
}) {
  const t = useShellT();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const isLeaving = useRef(false);
  const { pathname } = useLocation();
  const shown = filterNavigation(sections, query);
  const onNavigate = () => {
    isLeaving.current = true;
    setQuery('');
    setIsOpen(false);
  };
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <DialogPrimitive.Trigger
        className={cn(
          'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
          isActive ? 'text-brand-700' : 'text-slate-600',
        )}
      >
        <span
          className={cn(
            'flex h-7 w-12 items-center justify-center rounded-full',
            isActive && 'bg-brand-50',
          )}
        >
          <Ellipsis aria-hidden="true" className="h-5 w-5" />
        </span>
        {t('shell.more')}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-testid="more-sheet"
          onCloseAutoFocus={(event) => {
            if (isLeaving.current) event.preventDefault();
            isLeaving.current = false;
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <DialogPrimitive.Title className="text-base font-semibold text-slate-900">
              {t('shell.more')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('shell.close')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))] pt-3">
            <NavSearch
              query={query}
              onQueryChange={setQuery}
              matches={shown}
              onNavigate={onNavigate}
            />
            <nav aria-label={t('shell.more.allPages')} className="mt-3">
              {shown.length === 0 ? (
                <p className="py-3 text-sm text-slate-600">
                  {t('shell.noMatch', { query: query.trim() })}
                </p>
              ) : null}
              {shown.map((section) => (
                <div key={section.id} className="mb-4">
                  <h2
                    id={`more-${section.id}`}
                    className="pb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500"
                  >
                    {section.label}
                  </h2>
                  <ul aria-labelledby={`more-${section.id}`} className="grid grid-cols-2 gap-2">
                    {section.items.map((item) => {
                      const isHere = isCurrent(item, pathname);
                      return (
                        <li key={item.id}>
                          <Link
                            to={item.to}
                            onClick={onNavigate}
                            aria-current={isHere ? 'page' : undefined}
                            className={cn(
                              'flex min-h-12 items-center gap-2.5 rounded-xl border px-3 py-2 text-sm font-medium',
                              isHere
                                ? 'border-brand-200 bg-brand-50 text-brand-700'
                                : 'border-slate-200 text-slate-800 hover:bg-slate-50',
                            )}
                          >
                            <item.Icon
                              aria-hidden="true"
                              className={cn(
                                'h-[18px] w-[18px] shrink-0',
                                isHere ? 'text-brand-600' : 'text-slate-500',
                              )}
                            />
                            <span className="min-w-0">{item.label}</span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </nav>
            <section aria-labelledby="more-about" className="mt-6 border-t border-slate-100 pt-4">
              <h2 id="more-about" className="text-sm font-semibold text-slate-900">
                {t('shell.about.title')}
              </h2>
              <StatusLink health={health} className="mt-3 text-sm text-slate-700" />
              <ReleaseBadges className="mt-3" />
              <div className="mt-4">
                <SiteLinkColumns onNavigate={onNavigate} />
              </div>
            </section>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

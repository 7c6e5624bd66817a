import { Search } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavSection } from '../utils/app-navigation';
import { useShellT } from '../hooks/use-shell-t';

/**
 * The search box. For now it finds pages only: typing narrows the navigation to the pages that
 * match, Enter opens the first of them, Escape clears.
 */
export function NavSearch({
  query,
  onQueryChange,
  matches,
  className,
  onNavigate,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  /** The navigation as filtered by `query`. */
  matches: NavSection[];
  className?: string;
  onNavigate?: () => void;
}) {
  const t = useShellT();
  const id = useId();
  const navigate = useNavigate();
  const count = matches.reduce((n, section) => n + section.items.length, 0);
  const first = matches[0]?.items[0];
  return (
    <form
      role="search"
      aria-label={t('shell.search.label')}
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim() || !first) return;
        onQueryChange('');
        onNavigate?.();
        void navigate(first.to);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('shell.search.field')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={t('shell.search.placeholder')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.stopPropagation();
            onQueryChange('');
          }
        }}
        className="h-9 w-full rounded-lg border border-slate-300 bg-slate-50 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white"
      />
      <p className="sr-only" aria-live="polite">
        {!query.trim()
          ? ''
          : first
            ? t('shell.search.countOpens', { count, page: first.label })
            : t('shell.search.count', { count })}
      </p>
    </form>
  );
}

import type { UserType } from '@ias/shared';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { catalogue } from '../catalogue';

const CommandPalette = lazy(() => import('./command-palette'));

const OWNERS: readonly UserType[] = ['Institute', 'Company'];

/**
 * The "find anything" palette of the app shell: opened with Ctrl/⌘-K anywhere, or the search
 * button (on phones, where the top bar has no search box). Its code loads on first use.
 */
export function SearchPalette({ type, dashboard }: { type: UserType | null; dashboard: string }) {
  const t = useCatalogueT(catalogue);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { memberships } = useMyMemberships();
  const owned =
    type && OWNERS.includes(type)
      ? (memberships.find((m) => m.role === 'owner' && m.status === 'active')?.org_id ?? null)
      : null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey)
        return;
      event.preventDefault();
      setWanted(true);
      setOpen((isOpen) => !isOpen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('search.shortcut')}
        title={t('search.shortcut')}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            type={type}
            dashboard={dashboard}
            orgId={owned}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import type { Profile, UserType } from '@ias/shared';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { LanguageSwitcher } from '@/features/i18n';
import { SearchPalette } from '@/features/search/components/search-palette';
import { NotificationBell } from '@/features/notifications';
import type { NavSection } from '../utils/app-navigation';
import { NavSearch } from './nav-search';
import { OrgSwitcher } from './org-switcher';
import { ProfileMenu } from './profile-menu';
import { useShellT } from '../hooks/use-shell-t';

/** The compact bar above every app page: organisation, search, notifications, account. */
export function TopBar({
  profile,
  type,
  dashboard,
  query,
  onQueryChange,
  matches,
}: {
  profile: Profile | null;
  type: UserType | null;
  dashboard: string;
  query: string;
  onQueryChange: (query: string) => void;
  matches: NavSection[];
}) {
  const t = useShellT();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        <Link to="/" aria-label={t('shell.home')} className="shrink-0 rounded-lg lg:hidden">
          <LogoMark />
        </Link>
        <div className="flex min-w-0 items-center">
          <OrgSwitcher type={type} dashboard={dashboard} />
        </div>
        <NavSearch
          query={query}
          onQueryChange={onQueryChange}
          matches={matches}
          className="hidden w-full max-w-xs lg:block"
        />
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {/* On phones the language is chosen from the account menu. */}
          <LanguageSwitcher className="mr-1 hidden sm:block" />
          <SearchPalette type={type} dashboard={dashboard} />
          <NotificationBell />
          <ProfileMenu profile={profile} />
        </div>
      </div>
    </header>
  );
}

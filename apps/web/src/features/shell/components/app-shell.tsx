import { dashboardPath, isUserType } from '@ias/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { useSidebarCollapsed } from '@/components/layout/sidebar-preference';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DemoBanner } from '@/features/demo/components/demo-banner';
import { useSystemHealth } from '@/features/system/hooks/use-system-health';
import { useMediaQuery } from '@/lib/use-media-query';
import { useShellT } from '../hooks/use-shell-t';
import { bottomBarFor, filterNavigation, navigationFor } from '../utils/app-navigation';
import { BottomBar } from './bottom-bar';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Tailwind's `lg`, where the sidebar takes over from the bottom bar (their classes say the same). */
const WIDE_SCREEN = '(min-width: 64rem)';

/** Where the browser cannot tell (a test without layout), both bars are built and CSS shows one. */
const canMatchMedia = () => typeof window.matchMedia === 'function';

/**
 * The frame of every signed-in page: the sidebar (desktop) or bottom bar and "More" sheet
 * (phones), the compact top bar, and the page in the main area. The site footer's content lives in
 * the sidebar and the sheet, so nothing below a page moves while its data loads.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useShellT();
  const { profile, profileError } = useAuth();
  const health = useSystemHealth();
  const [isCollapsed, setCollapsed] = useSidebarCollapsed();
  const [query, setQuery] = useState('');
  const type = isUserType(profile?.user_type) ? profile.user_type : null;
  const sections = useMemo(() => navigationFor(type, t), [type, t]);
  const matches = useMemo(() => filterNavigation(sections, query), [sections, query]);
  const isLoading = !profile && !profileError;
  const dashboard = type ? dashboardPath(type) : '/dashboard';
  // Only the bar the screen shows is built: the other, hidden by CSS, cost a phone a few hundred
  // components and DOM nodes on every page load (issue 11: blocking time).
  const isWide = useMediaQuery(WIDE_SCREEN);
  const hasSidebar = isWide || !canMatchMedia();
  const hasBottomBar = !isWide || !canMatchMedia();
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <SkipLink />
      {hasSidebar ? (
        <Sidebar
          sections={matches}
          isCollapsed={isCollapsed}
          onCollapsedChange={setCollapsed}
          health={health}
          query={query}
          isLoading={isLoading}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          profile={profile}
          type={type}
          dashboard={dashboard}
          query={query}
          onQueryChange={setQuery}
          matches={matches}
        />
        <OfflineBanner />
        {/* Rendered with the frame, not loaded after it: a banner arriving late pushed the whole
            page down (Lighthouse measured a layout shift of 0.15 on every demo dashboard). */}
        <DemoBanner />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 pb-[calc(4rem+env(safe-area-inset-bottom))] outline-none lg:pb-0"
        >
          {children}
        </main>
      </div>
      {isLoading || !hasBottomBar ? null : (
        <BottomBar items={bottomBarFor(type, t)} sections={sections} health={health} />
      )}
    </div>
  );
}

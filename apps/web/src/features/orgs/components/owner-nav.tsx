import type { OrganizationKind } from '@ias/shared';
import {
  BarChart3,
  CalendarClock,
  ClipboardList,
  Clock,
  LayoutDashboard,
  MonitorSmartphone,
  Network,
  Radio,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

type NavItem = { page: string; label: string; Icon: LucideIcon };

/** The owner's pages, in the order setting up an organisation goes. */
export function ownerNavItems(kind: OrganizationKind): NavItem[] {
  return [
    { page: '', label: 'Overview', Icon: LayoutDashboard },
    { page: 'setup', label: 'Settings', Icon: Settings },
    { page: 'structure', label: kind === 'institute' ? 'Classes' : 'Departments', Icon: Network },
    { page: 'people', label: 'People', Icon: Users },
    kind === 'institute'
      ? { page: 'timetable', label: 'Timetable', Icon: CalendarClock }
      : { page: 'shifts', label: 'Shifts', Icon: Clock },
    { page: 'devices', label: 'Kiosks', Icon: MonitorSmartphone },
    { page: 'live', label: 'Live board', Icon: Radio },
    { page: 'requests', label: 'Requests', Icon: ClipboardList },
    { page: 'reports', label: 'Reports', Icon: BarChart3 },
  ];
}

/** Tabs across the owner's pages; scrolls sideways on phones instead of wrapping. */
export function OwnerNav({ kind, basePath }: { kind: OrganizationKind; basePath: string }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the current tab may sit off-screen to the right: bring it into view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth - (nav.scrollLeft + nav.clientWidth);
    if (overflow > 0 || current.offsetLeft < nav.scrollLeft) {
      nav.scrollLeft = Math.max(
        0,
        current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2,
      );
    }
  }, [pathname]);
  return (
    <nav
      ref={navRef}
      aria-label="Organisation"
      className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {ownerNavItems(kind).map(({ page, label, Icon }) => (
          <li key={page}>
            <NavLink
              to={page ? `${basePath}/${page}` : basePath}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
                  isActive
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

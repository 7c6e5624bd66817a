import * as Menu from '@radix-ui/react-dropdown-menu';
import type { UserType } from '@ias/shared';
import { Building2, Check, ChevronsUpDown, Plus, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { MyMembership } from '@/features/orgs/api/memberships';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { cn } from '@/lib/cn';
import { useShellT } from '../hooks/use-shell-t';

const itemClasses =
  'flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-default data-[disabled]:text-slate-600';

const ROLE = {
  owner: 'shell.org.role.owner',
  teacher: 'shell.org.role.teacher',
  student: 'shell.org.role.student',
  employee: 'shell.org.role.employee',
  incharge: 'shell.org.role.incharge',
} as const satisfies Record<MyMembership['role'], string>;

const STATUS: Partial<
  Record<MyMembership['status'], 'shell.org.status.pending' | 'shell.org.status.invited'>
> = {
  pending: 'shell.org.status.pending',
  invited: 'shell.org.status.invited',
};

/** Why a listed organisation is not the one the app works in. */
const otherStatus = (m: MyMembership) => STATUS[m.status] ?? 'shell.org.status.other';

/**
 * The organisation the app works in, with every organisation the person belongs to. The app
 * works in the first active one (people rarely have two); others are listed with their state.
 */
export function OrgSwitcher({ type, dashboard }: { type: UserType | null; dashboard: string }) {
  const t = useShellT();
  const { memberships, active, isLoading, error, refetch } = useMyMemberships();
  if (isLoading) {
    return <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-slate-100" />;
  }
  if (error) {
    return (
      <button
        type="button"
        onClick={() => void refetch()}
        className="inline-flex h-9 items-center gap-2 rounded-lg px-2 text-sm font-medium text-amber-800 hover:bg-amber-50"
      >
        <RotateCw aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="max-w-[9rem] truncate sm:max-w-none">{t('shell.org.notLoaded')}</span>
      </button>
    );
  }
  const listed = memberships.filter(
    (m) => m.organization && (m.status === 'active' || STATUS[m.status] !== undefined),
  );
  const isAdmin = type === 'Admin';
  const name = active?.organization?.name ?? t(isAdmin ? 'shell.org.all' : 'shell.org.none');
  const isOwnerType = type === 'Institute' || type === 'Company';
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t('shell.org.menu', { name })}
        data-testid="org-switcher"
        className="inline-flex h-9 min-w-0 max-w-[11rem] items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 sm:max-w-[16rem]"
      >
        <Building2 aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
        <span className="truncate">{name}</span>
        <ChevronsUpDown aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <Menu.Label className="px-2.5 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('shell.org.yours')}
          </Menu.Label>
          {listed.map((m) => (
            <Menu.Item
              key={m.id}
              asChild={m === active}
              disabled={m !== active}
              className={itemClasses}
            >
              {m === active ? (
                <Link to={dashboard}>
                  <OrgRow membership={m} isActive />
                </Link>
              ) : (
                <div>
                  <OrgRow membership={m} isActive={false} />
                </div>
              )}
            </Menu.Item>
          ))}
          {listed.length === 0 ? (
            <p className="px-2.5 py-2 text-sm text-slate-600">
              {t(isAdmin ? 'shell.org.adminNone' : 'shell.org.memberNone')}
            </p>
          ) : null}
          {isAdmin ? (
            <Menu.Item asChild className={itemClasses}>
              <Link to="/dashboard/admin/organizations">
                <Building2 aria-hidden="true" className="mt-0.5 h-4 w-4 text-slate-500" />
                {t('shell.org.seeAll')}
              </Link>
            </Menu.Item>
          ) : !active && type ? (
            <Menu.Item asChild className={itemClasses}>
              <Link to={dashboard}>
                <Plus aria-hidden="true" className="mt-0.5 h-4 w-4 text-slate-500" />
                {t(isOwnerType ? 'shell.org.create' : 'shell.org.join')}
              </Link>
            </Menu.Item>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function OrgRow({ membership, isActive }: { membership: MyMembership; isActive: boolean }) {
  const t = useShellT();
  const status = isActive ? undefined : otherStatus(membership);
  return (
    <>
      <Check
        aria-hidden="true"
        className={cn('mt-0.5 h-4 w-4 shrink-0 text-brand-600', !isActive && 'invisible')}
      />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">
          {membership.organization?.name}
        </span>
        <span className="block text-xs text-slate-600">
          {status
            ? t('shell.org.roleStatus', { role: t(ROLE[membership.role]), status: t(status) })
            : t(ROLE[membership.role])}
        </span>
      </span>
    </>
  );
}

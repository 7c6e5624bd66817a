import { useQueryClient } from '@tanstack/react-query';
import { CornerDownRight, Network, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button, ConfirmDialog, EmptyState } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { RowAction } from '@/components/ui/row-action';
import { orgKeys } from '@/features/orgs/api/memberships';
import type { Organization } from '@/features/orgs/api/organization';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { deleteGroup, type Group } from '../api/groups';
import { structureKeys } from '../api/structure-keys';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { useGroups, useShifts, useSites, useStaff } from '../hooks/use-structure-data';
import { GROUP_KIND_LABELS, groupWords, orderAsTree } from '../utils/group-tree';
import { describeShiftTimes } from '../utils/shift-times';
import { GroupDialog } from './group-dialog';
import { GroupMembersDialog } from './group-members-dialog';

type Open = { dialog: 'edit'; group: Group | null } | { dialog: 'members'; group: Group } | null;

/** Classes/sections/courses or departments/teams/sites, as a tree, with their people. */
export function StructureScreen({ organization }: { organization: Organization }) {
  const orgId = organization.id;
  const t = useCatalogueT(catalogue);
  const words = groupWords(organization.kind);
  const kind = organization.kind;
  const queryClient = useQueryClient();
  const groups = useGroups(orgId);
  const staff = useStaff(orgId);
  const sites = useSites(orgId);
  const shifts = useShifts(orgId);
  const [open, setOpen] = useState<Open>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: structureKeys.all(orgId) });
    await queryClient.invalidateQueries({ queryKey: orgKeys.groupNames(orgId) });
  };
  const remove = useConfirmedMutation({
    mutationFn: (group: Group) => deleteGroup(group.id),
    onSuccess: refresh,
  });

  const byId = new Map((groups.data ?? []).map((g) => [g.id, g]));
  const staffName = new Map((staff.data ?? []).map((m) => [m.id, m.full_name]));
  const siteName = new Map((sites.data ?? []).map((s) => [s.id, s.name]));
  const shiftById = new Map((shifts.data ?? []).map((s) => [s.id, s]));
  const isCompany = organization.kind === 'company';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {groups.data ? t('structure.groups.count', { count: groups.data.length }) : ''}
        </p>
        <Button onClick={() => setOpen({ dialog: 'edit', group: null })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {t('structure.groups.new', { kind })}
        </Button>
      </div>
      <QueryList
        query={groups}
        empty={
          <EmptyState
            icon={Network}
            title={t('structure.groups.none', { kind })}
            description={
              isCompany ? t('structure.groups.noneCompany') : t('structure.groups.noneInstitute')
            }
            action={
              <Button onClick={() => setOpen({ dialog: 'edit', group: null })}>
                <Plus aria-hidden="true" className="h-4 w-4" />{' '}
                {t('structure.groups.createFirst', { kind })}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <ul
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            aria-label={t(words.title)}
          >
            {orderAsTree(items).map(({ group, depth }) => {
              const count = group.group_members[0]?.count ?? 0;
              const shift = group.shift_id ? shiftById.get(group.shift_id) : undefined;
              const details = [
                group.responsible_id
                  ? t('structure.groups.responsible', {
                      name: staffName.get(group.responsible_id) ?? '…',
                    })
                  : t('structure.groups.nobodyResponsible'),
                group.site_id
                  ? t('structure.groups.site', { name: siteName.get(group.site_id) ?? '…' })
                  : null,
                shift
                  ? t('structure.groups.shift', {
                      name: shift.name,
                      times: describeShiftTimes(shift.starts_at, shift.ends_at),
                    })
                  : null,
              ].filter(Boolean);
              return (
                <li
                  key={group.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                  style={{ paddingLeft: `${1 + depth * 1.5}rem` }}
                  data-testid="group-row"
                >
                  <div className="flex min-w-0 gap-2">
                    {depth ? (
                      <CornerDownRight
                        aria-hidden="true"
                        className="mt-0.5 h-4 w-4 shrink-0 text-slate-400"
                      />
                    ) : null}
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{group.name}</span>
                        <Badge>{t(GROUP_KIND_LABELS[group.kind])}</Badge>
                        <span className="text-sm text-slate-600">
                          {t('structure.groups.people', { count })}
                        </span>
                      </p>
                      <p className="text-sm text-slate-600">{details.join(' · ')}</p>
                      {group.parent_id && !byId.has(group.parent_id) ? (
                        <p className="text-sm text-amber-700">
                          {t('structure.groups.parentDeleted')}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <RowAction
                      icon={Users}
                      label={t('structure.groups.peopleIn', { name: group.name })}
                      variant="outline"
                      onClick={() => setOpen({ dialog: 'members', group })}
                    >
                      {t('structure.groups.peopleButton')}
                    </RowAction>
                    <RowAction
                      icon={Pencil}
                      label={t('structure.groups.edit', { name: group.name })}
                      variant="outline"
                      onClick={() => setOpen({ dialog: 'edit', group })}
                    >
                      {t('structure.groups.editButton')}
                    </RowAction>
                    <RowAction
                      icon={Trash2}
                      label={t('structure.groups.delete', { name: group.name })}
                      variant="ghost"
                      onClick={() => remove.ask(group)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>

      {open?.dialog === 'edit' ? (
        <GroupDialog
          orgId={orgId}
          kind={organization.kind}
          group={open.group}
          groups={groups.data ?? []}
          staff={staff.data ?? []}
          sites={sites.data ?? []}
          shifts={shifts.data ?? []}
          onClose={() => setOpen(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      {open?.dialog === 'members' ? (
        <GroupMembersDialog orgId={orgId} group={open.group} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('structure.groups.deleteTitle', {
          name: remove.target?.name ?? t('structure.groups.thisGroup'),
        })}
        description={
          organization.kind === 'institute'
            ? t('structure.groups.deleteInstitute')
            : t('structure.groups.deleteCompany')
        }
        confirmLabel={t('structure.groups.deleteConfirm')}
      />
    </div>
  );
}

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
import { useGroups, useShifts, useSites, useStaff } from '../hooks/use-structure-data';
import { GROUP_KIND_LABELS, groupWords, orderAsTree } from '../utils/group-tree';
import { describeShiftTimes } from '../utils/shift-times';
import { GroupDialog } from './group-dialog';
import { GroupMembersDialog } from './group-members-dialog';

type Open = { dialog: 'edit'; group: Group | null } | { dialog: 'members'; group: Group } | null;

/** Classes/sections/courses or departments/teams/sites, as a tree, with their people. */
export function StructureScreen({ organization }: { organization: Organization }) {
  const orgId = organization.id;
  const words = groupWords(organization.kind);
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
          {groups.data
            ? `${groups.data.length} ${groups.data.length === 1 ? 'group' : 'groups'}`
            : ''}
        </p>
        <Button onClick={() => setOpen({ dialog: 'edit', group: null })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New {words.one}
        </Button>
      </div>
      <QueryList
        query={groups}
        empty={
          <EmptyState
            icon={Network}
            title={`No ${words.many} yet`}
            description={
              isCompany
                ? 'Departments group your employees; each can have an in-charge, a site and a shift.'
                : 'Classes group your students; each can have a class teacher, and the timetable is built per class.'
            }
            action={
              <Button onClick={() => setOpen({ dialog: 'edit', group: null })}>
                <Plus aria-hidden="true" className="h-4 w-4" /> Create the first {words.one}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <ul
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            aria-label={words.title}
          >
            {orderAsTree(items).map(({ group, depth }) => {
              const count = group.group_members[0]?.count ?? 0;
              const shift = group.shift_id ? shiftById.get(group.shift_id) : undefined;
              const details = [
                group.responsible_id
                  ? `Responsible: ${staffName.get(group.responsible_id) ?? '…'}`
                  : 'Nobody responsible yet',
                group.site_id ? `Site: ${siteName.get(group.site_id) ?? '…'}` : null,
                shift
                  ? `Shift: ${shift.name} (${describeShiftTimes(shift.starts_at, shift.ends_at)})`
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
                        <Badge>{GROUP_KIND_LABELS[group.kind]}</Badge>
                        <span className="text-sm text-slate-600">
                          {count} {count === 1 ? 'person' : 'people'}
                        </span>
                      </p>
                      <p className="text-sm text-slate-600">{details.join(' · ')}</p>
                      {group.parent_id && !byId.has(group.parent_id) ? (
                        <p className="text-sm text-amber-700">Its parent group was deleted.</p>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <RowAction
                      icon={Users}
                      label={`People in ${group.name}`}
                      variant="outline"
                      onClick={() => setOpen({ dialog: 'members', group })}
                    >
                      People
                    </RowAction>
                    <RowAction
                      icon={Pencil}
                      label={`Edit ${group.name}`}
                      variant="outline"
                      onClick={() => setOpen({ dialog: 'edit', group })}
                    >
                      Edit
                    </RowAction>
                    <RowAction
                      icon={Trash2}
                      label={`Delete ${group.name}`}
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
        title={`Delete ${remove.target?.name ?? 'group'}?`}
        description={
          organization.kind === 'institute'
            ? 'Its member list and its timetable slots are deleted. The people stay in your institute, and past attendance is kept.'
            : 'Its member list is deleted. The people stay in your company, and past attendance is kept.'
        }
        confirmLabel="Delete group"
      />
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Clock, Moon, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button, Card, ConfirmDialog, EmptyState } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { RowAction } from '@/components/ui/row-action';
import type { Organization } from '@/features/orgs/api/organization';
import { ShiftOvertimeButton } from '@/features/overtime/components/shift-overtime-button';
import { describeWeeklyOffs } from '@/features/orgs/utils/weekdays';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { deleteShift, type Shift } from '../api/shifts';
import { structureKeys } from '../api/structure-keys';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { useGroups, useShifts } from '../hooks/use-structure-data';
import { describeDuration, describeShiftTimes, shiftMinutes } from '../utils/shift-times';
import { AssignShiftDialog } from './assign-shift-dialog';
import { ShiftDialog } from './shift-dialog';

type Open = { dialog: 'edit'; shift: Shift | null } | { dialog: 'assign'; shift: Shift } | null;

/** Work shifts: start and end (overnight made clear), grace, weekly offs, and who works them. */
export function ShiftsScreen({ organization }: { organization: Organization }) {
  const orgId = organization.id;
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const shifts = useShifts(orgId);
  const groups = useGroups(orgId);
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: structureKeys.all(orgId) });
  const remove = useConfirmedMutation({
    mutationFn: (shift: Shift) => deleteShift(shift.id),
    onSuccess: refresh,
  });

  return (
    <div className="space-y-5">
      <div className="flex justify-end">
        <Button onClick={() => setOpen({ dialog: 'edit', shift: null })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {t('structure.shifts.new')}
        </Button>
      </div>
      <QueryList
        query={shifts}
        empty={
          <EmptyState
            icon={Clock}
            title={t('structure.shifts.none')}
            description={t('structure.shifts.noneText')}
            action={
              <Button onClick={() => setOpen({ dialog: 'edit', shift: null })}>
                <Plus aria-hidden="true" className="h-4 w-4" /> {t('structure.shifts.createFirst')}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {items.map((shift) => {
              const assigned = (groups.data ?? []).filter((g) => g.shift_id === shift.id);
              return (
                <li key={shift.id}>
                  <Card className="flex h-full flex-col gap-3 p-5" data-testid="shift-card">
                    <div className="flex items-start justify-between gap-3">
                      <div>
                        <h3 className="text-lg font-semibold text-slate-900">{shift.name}</h3>
                        <p
                          className="text-base font-medium text-slate-800"
                          data-testid="shift-times"
                        >
                          {describeShiftTimes(shift.starts_at, shift.ends_at)}
                        </p>
                      </div>
                      {shift.overnight ? (
                        <Badge variant="purple">
                          <Moon aria-hidden="true" className="h-3 w-3" />{' '}
                          {t('structure.shifts.overnight')}
                        </Badge>
                      ) : null}
                    </div>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-slate-500">{t('structure.shifts.length')}</dt>
                      <dd>{describeDuration(shiftMinutes(shift.starts_at, shift.ends_at))}</dd>
                      <dt className="text-slate-500">{t('structure.shifts.grace')}</dt>
                      <dd>
                        {t('structure.shifts.graceMinutes', {
                          minutes: shift.grace_minutes ?? organization.late_grace_minutes,
                        })}
                        {shift.grace_minutes === null
                          ? ` ${t('structure.shifts.organisations')}`
                          : ''}
                      </dd>
                      <dt className="text-slate-500">{t('structure.shifts.weeklyOff')}</dt>
                      <dd>
                        {describeWeeklyOffs(
                          shift.weekly_off_days ?? organization.weekly_off_days,
                        ) ?? t('structure.shifts.noWeeklyOff')}
                        {shift.weekly_off_days === null
                          ? ` ${t('structure.shifts.organisations')}`
                          : ''}
                      </dd>
                      <dt className="text-slate-500">{t('structure.shifts.workedBy')}</dt>
                      <dd>
                        {assigned.length
                          ? assigned.map((g) => g.name).join(', ')
                          : t('structure.shifts.noDepartment')}
                      </dd>
                    </dl>
                    {shift.overnight ? (
                      <p className="text-xs text-slate-500">{t('structure.shifts.countsStart')}</p>
                    ) : null}
                    <div className="mt-auto flex flex-wrap gap-2 pt-2">
                      <RowAction
                        icon={Users}
                        label={t('structure.shifts.whoWorks', { name: shift.name })}
                        variant="outline"
                        onClick={() => setOpen({ dialog: 'assign', shift })}
                      >
                        {t('structure.shifts.assign')}
                      </RowAction>
                      <RowAction
                        icon={Pencil}
                        label={t('structure.shifts.edit', { name: shift.name })}
                        variant="outline"
                        onClick={() => setOpen({ dialog: 'edit', shift })}
                      >
                        {t('structure.shifts.editButton')}
                      </RowAction>
                      {organization.kind === 'company' ? (
                        <ShiftOvertimeButton shiftId={shift.id} shiftName={shift.name} />
                      ) : null}
                      <RowAction
                        icon={Trash2}
                        label={t('structure.shifts.delete', { name: shift.name })}
                        variant="ghost"
                        onClick={() => remove.ask(shift)}
                      />
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>
      {open?.dialog === 'edit' ? (
        <ShiftDialog
          orgId={orgId}
          shift={open.shift}
          orgGrace={organization.late_grace_minutes}
          orgOffDays={organization.weekly_off_days}
          onClose={() => setOpen(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      {open?.dialog === 'assign' ? (
        <AssignShiftDialog
          orgId={orgId}
          shift={open.shift}
          shifts={shifts.data ?? []}
          groups={groups.data ?? []}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('structure.shifts.deleteTitle', { name: remove.target?.name ?? '' })}
        description={t('structure.shifts.deleteText')}
        confirmLabel={t('structure.shifts.deleteConfirm')}
      />
    </div>
  );
}

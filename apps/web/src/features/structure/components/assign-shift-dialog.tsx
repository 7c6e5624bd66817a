import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Alert, Badge, Button, Dialog, Label, SkeletonList } from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import { SearchInput } from '@/components/ui/search-input';
import { describeError } from '@/lib/error-messages';
import type { Group } from '../api/groups';
import { fetchShiftMembers, setGroupShift, setMemberShift, type Shift } from '../api/shifts';
import { structureKeys } from '../api/structure-keys';
import { useCandidateSearch } from '../hooks/use-candidate-search';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { describeShiftTimes } from '../utils/shift-times';
import { CandidateResults } from './candidate-results';

/** Who works a shift: whole departments/teams, and single people (a person's own shift wins). */
export function AssignShiftDialog({
  orgId,
  shift,
  shifts,
  groups,
  onClose,
}: {
  orgId: string;
  shift: Shift;
  shifts: Shift[];
  groups: Group[];
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const people = useQuery({
    queryKey: structureKeys.shiftMembers(orgId, shift.id),
    queryFn: () => fetchShiftMembers(orgId, shift.id),
  });
  const finder = useCandidateSearch(orgId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: structureKeys.all(orgId) });
  // The box a person just clicked, shown as chosen from that very render until the save and the
  // refetch behind it settle (the mutation's own pending state arrives a render later, and a
  // controlled box would flip back in between).
  const [choosing, setChoosing] = useState<{ groupId: string; on: boolean } | null>(null);
  const toggleGroup = useMutation({
    mutationFn: ({ group, on }: { group: Group; on: boolean }) =>
      setGroupShift(group.id, on ? shift.id : null),
    onSuccess: refresh,
  });
  const person = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      setMemberShift(id, on ? shift.id : null),
    onSuccess: refresh,
  });
  const shiftName = new Map(shifts.map((s) => [s.id, s.name]));
  const onShift = new Set(people.data?.map((p) => p.id));
  const error = toggleGroup.error ?? person.error;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('structure.assign.title', { name: shift.name })}
      description={describeShiftTimes(shift.starts_at, shift.ends_at)}
      size="lg"
      footer={<Button onClick={onClose}>{t('structure.assign.done')}</Button>}
    >
      <div className="space-y-6">
        {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">
            {t('structure.assign.groups')}
          </legend>
          {groups.length ? (
            <ul className="space-y-2">
              {groups.map((group) => {
                const checked =
                  choosing?.groupId === group.id ? choosing.on : group.shift_id === shift.id;
                const other =
                  group.shift_id && group.shift_id !== shift.id && !checked
                    ? shiftName.get(group.shift_id)
                    : null;
                return (
                  <li key={group.id}>
                    <label className="flex cursor-pointer items-center gap-3 text-sm">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-600"
                        checked={checked}
                        disabled={choosing !== null}
                        onChange={(event) => {
                          const on = event.target.checked;
                          setChoosing({ groupId: group.id, on });
                          toggleGroup.mutate({ group, on }, { onSettled: () => setChoosing(null) });
                        }}
                      />
                      <span className="font-medium text-slate-800">{group.name}</span>
                      {other ? (
                        <span className="text-slate-500">
                          {t('structure.assign.nowOn', { name: other })}
                        </span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('structure.assign.noGroups')}</p>
          )}
        </fieldset>

        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('structure.assign.people')}</h3>
          <p className="text-xs text-slate-500">{t('structure.assign.ownWins')}</p>
          <div className="space-y-1.5">
            <Label htmlFor="shift-person-search" className="sr-only">
              {t('structure.assign.find')}
            </Label>
            <SearchInput
              id="shift-person-search"
              placeholder={t('structure.assign.findPlaceholder')}
              value={finder.search}
              onChange={(event) => finder.setSearch(event.target.value)}
            />
          </div>
          <CandidateResults search={finder}>
            {(m) => (
              <li key={m.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{m.full_name}</span>
                {onShift.has(m.id) ? (
                  <Badge variant="success">{t('structure.assign.onShift')}</Badge>
                ) : (
                  <RowAction
                    icon={Plus}
                    label={t('structure.assign.put', { name: m.full_name, shift: shift.name })}
                    variant="outline"
                    onClick={() => person.mutate({ id: m.id, on: true })}
                  >
                    {t('structure.assign.add')}
                  </RowAction>
                )}
              </li>
            )}
          </CandidateResults>
          {people.isLoading ? (
            <SkeletonList rows={3} className="rounded-xl border border-slate-200 px-3" />
          ) : people.data?.length ? (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {people.data.map((p) => (
                <li
                  key={p.id}
                  className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-medium text-slate-900">{p.full_name}</span>
                    {p.employee_code ? (
                      <span className="text-slate-500"> · {p.employee_code}</span>
                    ) : null}
                  </span>
                  <RowAction
                    icon={UserMinus}
                    label={t('structure.assign.take', { name: p.full_name, shift: shift.name })}
                    variant="ghost"
                    onClick={() => person.mutate({ id: p.id, on: false })}
                  >
                    {t('structure.assign.remove')}
                  </RowAction>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('structure.assign.nobody')}</p>
          )}
        </div>
      </div>
    </Dialog>
  );
}

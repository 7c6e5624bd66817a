import type { ShiftOvertimeSettings } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, CheckboxField, FormField, Input, SkeletonForm } from '@/components/ui';
import { QueryError } from '@/features/attendance/components/query-error';
import { FormDialog } from '@/components/ui/form-dialog';
import { RowAction } from '@/components/ui/row-action';
import { describeError } from '@/lib/error-messages';
import { fetchShiftOvertime, saveShiftOvertime, shiftOvertimeKey } from '../api/shift-overtime';
import { overtimeKeys } from '../api/overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';

type Draft = { enabled: boolean; threshold: string; daily: string; monthly: string };

const toText = (minutes: number | null) => (minutes === null ? '' : String(minutes));

/** "Overtime" on a shift card: whether the shift counts overtime, its threshold and caps. */
export function ShiftOvertimeButton({
  shiftId,
  shiftName,
}: {
  shiftId: string;
  shiftName: string;
}) {
  const t = useOvertimeT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowAction
        icon={Timer}
        variant="outline"
        label={t('overtime.shift.buttonLabel', { name: shiftName })}
        onClick={() => setOpen(true)}
      >
        {t('overtime.shift.button')}
      </RowAction>
      {open ? (
        <ShiftOvertimeDialog
          shiftId={shiftId}
          shiftName={shiftName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function ShiftOvertimeDialog({
  shiftId,
  shiftName,
  onClose,
}: {
  shiftId: string;
  shiftName: string;
  onClose: () => void;
}) {
  const t = useOvertimeT();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: shiftOvertimeKey(shiftId),
    queryFn: () => fetchShiftOvertime(shiftId),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!current.data) return;
    setDraft({
      enabled: current.data.overtime_enabled,
      threshold: String(current.data.overtime_threshold_minutes),
      daily: toText(current.data.overtime_daily_cap_minutes),
      monthly: toText(current.data.overtime_monthly_cap_minutes),
    });
  }, [current.data]);
  const save = useMutation({
    mutationFn: (settings: ShiftOvertimeSettings) => saveShiftOvertime(shiftId, settings),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shiftOvertimeKey(shiftId) });
      void queryClient.invalidateQueries({ queryKey: overtimeKeys.all });
      onClose();
    },
  });

  const whole = (text: string, min: number, max: number) =>
    /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
  const submit = () => {
    if (!draft) return;
    if (!whole(draft.threshold, 0, 240)) return setProblem(t('overtime.shift.thresholdInvalid'));
    if (draft.daily.trim() && !whole(draft.daily, 1, 1440))
      return setProblem(t('overtime.shift.dailyInvalid'));
    if (draft.monthly.trim() && !whole(draft.monthly, 1, 44640))
      return setProblem(t('overtime.shift.monthlyInvalid'));
    setProblem(null);
    save.mutate({
      overtime_enabled: draft.enabled,
      overtime_threshold_minutes: Number(draft.threshold),
      overtime_daily_cap_minutes: draft.daily.trim() ? Number(draft.daily) : null,
      overtime_monthly_cap_minutes: draft.monthly.trim() ? Number(draft.monthly) : null,
    });
  };

  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('overtime.shift.title', { name: shiftName })}
      description={t('overtime.shift.description')}
      submitLabel={t('overtime.shift.save')}
      isSubmitting={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {current.error ? (
        <QueryError error={current.error} onRetry={() => void current.refetch()} />
      ) : !draft ? (
        <SkeletonForm fields={3} />
      ) : (
        <>
          <CheckboxField
            label={t('overtime.shift.enabled')}
            hint={t('overtime.shift.enabledHint')}
            checked={draft.enabled}
            onChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <FormField label={t('overtime.shift.threshold')} hint={t('overtime.shift.thresholdHint')}>
            <Input
              inputMode="numeric"
              value={draft.threshold}
              onChange={(e) => setDraft({ ...draft, threshold: e.target.value })}
              className="max-w-[8rem]"
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('overtime.shift.daily')} hint={t('overtime.shift.capHint')}>
              <Input
                inputMode="numeric"
                value={draft.daily}
                onChange={(e) => setDraft({ ...draft, daily: e.target.value })}
              />
            </FormField>
            <FormField label={t('overtime.shift.monthly')} hint={t('overtime.shift.capHint')}>
              <Input
                inputMode="numeric"
                value={draft.monthly}
                onChange={(e) => setDraft({ ...draft, monthly: e.target.value })}
              />
            </FormField>
          </div>
        </>
      )}
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      {save.isError ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
    </FormDialog>
  );
}

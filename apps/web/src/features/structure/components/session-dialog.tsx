import { zodResolver } from '@hookform/resolvers/zod';
import { type ClassSessionInput, classSessionSchema } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@/components/ui/toast';
import { FormTimeInput } from '@/components/ui/form-time-input';
import { Alert, Button, CheckboxField, Dialog, FormField, Input, Select } from '@/components/ui';
import type { MemberOption } from '@/features/orgs/api/member-options';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { weekdayNames } from '@/features/orgs/utils/weekdays';
import { type ClassSession, deleteClassSession, saveClassSession } from '../api/class-sessions';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { hhmm } from '../utils/shift-times';
import { findConflicts } from '../utils/timetable';

type SessionForm = z.input<typeof classSessionSchema>;

/** Add or edit one weekly class: subject, teacher, day, period, times and room; clashes explained. */
export function SessionDialog({
  orgId,
  session,
  initial,
  groupName,
  sessions,
  teachers,
  groupLabel,
  onClose,
  onSaved,
}: {
  orgId: string;
  session: ClassSession | null;
  initial: Pick<ClassSessionInput, 'group_id' | 'weekday' | 'period' | 'starts_at' | 'ends_at'>;
  groupName: string;
  sessions: ClassSession[];
  teachers: MemberOption[];
  groupLabel: (id: string) => string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const formId = useId();
  const [override, setOverride] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<SessionForm, unknown, ClassSessionInput>({
    resolver: zodResolver(classSessionSchema),
    defaultValues: session
      ? {
          ...session,
          starts_at: hhmm(session.starts_at),
          ends_at: hhmm(session.ends_at),
          room: session.room ?? '',
        }
      : { ...initial, subject: '', teacher_id: null, room: '' },
  });
  const watched = useWatch({ control: form.control }) as SessionForm;
  const teacherName = new Map(teachers.map((t) => [t.id, t.full_name]));
  const conflicts =
    watched.starts_at && watched.ends_at && watched.weekday && watched.period
      ? findConflicts(
          {
            id: session?.id,
            group_id: initial.group_id,
            subject: watched.subject ?? '',
            teacher_id: watched.teacher_id ?? null,
            weekday: Number(watched.weekday),
            period: Number(watched.period),
            starts_at: watched.starts_at,
            ends_at: watched.ends_at,
            room: watched.room ?? null,
          },
          sessions,
          {
            group: groupLabel,
            teacher: (id) => teacherName.get(id) ?? t('structure.session.thisTeacher'),
          },
        )
      : [];
  const isBlocked = conflicts.some((c) => c.isBlocking);
  const needsOverride = conflicts.some((c) => !c.isBlocking) && !override;

  const save = useMutation({
    mutationFn: (values: ClassSessionInput) => saveClassSession(orgId, values, session?.id),
    onSuccess: () => {
      notify.saved(t('structure.session.saved'));
      onSaved();
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteClassSession(session!.id),
    onSuccess: () => {
      notify.saved(t('structure.session.deleted'));
      onSaved();
      onClose();
    },
  });
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        session
          ? t('structure.session.editTitle', { subject: session.subject, group: groupName })
          : t('structure.session.addTitle', { group: groupName })
      }
      footer={
        confirmDelete ? (
          <>
            <span className="mr-auto self-center text-sm text-slate-700">
              {t('structure.session.deleteAsk')}
            </span>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              {t('structure.session.keep')}
            </Button>
            <Button variant="danger" onClick={() => remove.mutate()} isLoading={remove.isPending}>
              {t('structure.session.delete')}
            </Button>
          </>
        ) : (
          <>
            {session ? (
              <Button
                variant="ghost"
                className="mr-auto text-red-700"
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('structure.session.delete')}
              </Button>
            ) : null}
            <Button variant="outline" onClick={onClose}>
              {t('structure.session.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              isLoading={save.isPending}
              disabled={isBlocked || needsOverride}
            >
              {session ? t('structure.session.save') : t('structure.session.add')}
            </Button>
          </>
        )
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) =>
          save.mutate({ ...values, group_id: initial.group_id }),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('structure.session.subject')}
            error={errors.subject?.message}
            isRequired
          >
            <Input
              {...form.register('subject')}
              placeholder={t('structure.session.subjectPlaceholder')}
            />
          </FormField>
          <FormField
            label={t('structure.session.teacher')}
            error={errors.teacher_id?.message}
            hint={teachers.length ? undefined : t('structure.session.noTeachers')}
          >
            <Select
              {...form.register('teacher_id', { setValueAs: (v: string | null) => v || null })}
              placeholder={t('structure.session.notAssigned')}
              options={teachers.map((m) => ({ value: m.id, label: m.full_name }))}
            />
          </FormField>
          <FormField label={t('structure.session.day')} error={errors.weekday?.message}>
            <Select
              {...form.register('weekday', number)}
              options={weekdayNames().map((name, i) => ({ value: String(i + 1), label: name }))}
            />
          </FormField>
          <FormField label={t('structure.session.period')} error={errors.period?.message}>
            <Input
              {...form.register('period', number)}
              type="number"
              min={1}
              max={20}
              inputMode="numeric"
            />
          </FormField>
          <FormField label={t('structure.session.starts')} error={errors.starts_at?.message}>
            <FormTimeInput control={form.control} name="starts_at" />
          </FormField>
          <FormField label={t('structure.session.ends')} error={errors.ends_at?.message}>
            <FormTimeInput control={form.control} name="ends_at" />
          </FormField>
          <FormField label={t('structure.session.room')} error={errors.room?.message}>
            <Input
              {...form.register('room')}
              placeholder={t('structure.session.roomPlaceholder')}
            />
          </FormField>
        </div>
        {conflicts.length ? (
          <div className="space-y-3" role="alert">
            {conflicts.map((conflict) => (
              <p
                key={conflict.message}
                className={`flex gap-2 text-sm ${conflict.isBlocking ? 'text-red-800' : 'text-amber-900'}`}
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {conflict.message}
              </p>
            ))}
            {!isBlocked ? (
              <CheckboxField
                label={t('structure.session.saveAnyway')}
                hint={t('structure.session.saveAnywayHint')}
                checked={override}
                onChange={setOverride}
              />
            ) : null}
          </div>
        ) : null}
        {save.error || remove.error ? (
          <Alert variant="error">
            {describeWriteError(save.error ?? remove.error, {
              '23505': t('structure.session.duplicate'),
            })}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

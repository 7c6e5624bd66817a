import { zodResolver } from '@hookform/resolvers/zod';
import { type ClassSessionInput, classSessionSchema } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, Button, CheckboxField, Dialog, FormField, Input, Select } from '@/components/ui';
import type { MemberOption } from '@/features/orgs/api/member-options';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { WEEKDAY_NAMES } from '@/features/orgs/utils/weekdays';
import { type ClassSession, deleteClassSession, saveClassSession } from '../api/class-sessions';
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
          { group: groupLabel, teacher: (id) => teacherName.get(id) ?? 'This teacher' },
        )
      : [];
  const isBlocked = conflicts.some((c) => c.isBlocking);
  const needsOverride = conflicts.some((c) => !c.isBlocking) && !override;

  const save = useMutation({
    mutationFn: (values: ClassSessionInput) => saveClassSession(orgId, values, session?.id),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteClassSession(session!.id),
    onSuccess: () => {
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
      title={session ? `${session.subject} · ${groupName}` : `Add a class for ${groupName}`}
      footer={
        confirmDelete ? (
          <>
            <span className="mr-auto self-center text-sm text-slate-700">
              Delete this weekly class? Past attendance is kept.
            </span>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => remove.mutate()} isLoading={remove.isPending}>
              Delete
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
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
              </Button>
            ) : null}
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              isLoading={save.isPending}
              disabled={isBlocked || needsOverride}
            >
              {session ? 'Save' : 'Add class'}
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
          <FormField label="Subject" error={errors.subject?.message} isRequired>
            <Input {...form.register('subject')} placeholder="e.g. Physics" />
          </FormField>
          <FormField
            label="Teacher"
            error={errors.teacher_id?.message}
            hint={teachers.length ? undefined : 'No teachers yet: invite them on the People page.'}
          >
            <Select
              {...form.register('teacher_id', { setValueAs: (v: string | null) => v || null })}
              placeholder="Not assigned"
              options={teachers.map((t) => ({ value: t.id, label: t.full_name }))}
            />
          </FormField>
          <FormField label="Day" error={errors.weekday?.message}>
            <Select
              {...form.register('weekday', number)}
              options={WEEKDAY_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
            />
          </FormField>
          <FormField label="Period" error={errors.period?.message}>
            <Input
              {...form.register('period', number)}
              type="number"
              min={1}
              max={20}
              inputMode="numeric"
            />
          </FormField>
          <FormField label="Starts" error={errors.starts_at?.message}>
            <Input {...form.register('starts_at')} type="time" />
          </FormField>
          <FormField label="Ends" error={errors.ends_at?.message}>
            <Input {...form.register('ends_at')} type="time" />
          </FormField>
          <FormField label="Room" error={errors.room?.message}>
            <Input {...form.register('room')} placeholder="e.g. Lab 2" />
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
                label="Save anyway"
                hint="For example a combined class, or a room shared on purpose."
                checked={override}
                onChange={setOverride}
              />
            ) : null}
          </div>
        ) : null}
        {save.error || remove.error ? (
          <Alert variant="error">
            {describeWriteError(save.error ?? remove.error, {
              '23505': 'This class already has a class in that period on that day.',
            })}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type CheckInMethod, organizationSettingsSchema } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckboxField,
  CheckboxGroup,
  FormField,
  Input,
  Select,
  Textarea,
} from '@/components/ui';
import { IndiaStateField } from '@/features/calendar/components/india-state-field';
import { orgKeys } from '../api/memberships';
import { type Organization, updateOrganizationSettings } from '../api/organization';
import { describeWriteError } from '../utils/describe-write-error';
import { WEEKDAY_OPTIONS } from '../utils/weekdays';
import { listTimeZones } from '../utils/zoned-time';
import { LogoSettings } from './logo-settings';

// The logo is uploaded and saved on its own (LogoSettings), not typed in as an address here.
type RulesForm = z.input<typeof organizationSettingsSchema>;
type Rules = z.output<typeof organizationSettingsSchema>;

const METHOD_OPTIONS: { value: CheckInMethod; label: string; hint: string }[] = [
  {
    value: 'face',
    label: 'Face',
    hint: 'At a kiosk, or on their own phone when self check-in is on.',
  },
  {
    value: 'card',
    label: 'ID card',
    hint: 'Barcode on the printed card, or a USB/RFID card reader.',
  },
  {
    value: 'qr',
    label: 'QR code',
    hint: 'The QR code printed on the ID card, scanned by a kiosk camera.',
  },
  { value: 'manual', label: 'Roll-call', hint: 'A teacher or in-charge marks people from a list.' },
  {
    value: 'self_geo',
    label: 'Self check-in on their phone',
    hint: 'Only inside one of your sites (below), checked by location.',
  },
];

function toForm(org: Organization): RulesForm {
  return {
    name: org.name,
    address: org.address ?? '',
    timezone: org.timezone,
    state: org.state ?? '',
    late_grace_minutes: org.late_grace_minutes,
    half_day_threshold_minutes: org.half_day_threshold_minutes,
    min_attendance_percent:
      org.min_attendance_percent === null ? null : Number(org.min_attendance_percent),
    allowed_methods: org.allowed_methods,
    weekly_off_days: org.weekly_off_days,
    staff_can_approve: org.staff_can_approve,
    students_self_check_in: org.students_self_check_in,
    liveness_required: org.liveness_required,
  };
}

const section = 'space-y-5 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0';

/** The organisation's settings and attendance rules, each explained in plain words. */
export function SettingsForm({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const zones = useMemo(() => listTimeZones().map((z) => ({ value: z, label: z })), []);
  const form = useForm<RulesForm, unknown, Rules>({
    resolver: zodResolver(organizationSettingsSchema),
    defaultValues: toForm(organization),
  });
  const save = useMutation({
    // The logo is not among these settings: an upload in LogoSettings is never overwritten here.
    mutationFn: (values: Rules) => updateOrganizationSettings(organization.id, values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(orgKeys.organization(organization.id), saved);
      form.reset(toForm(saved));
      await queryClient.invalidateQueries({ queryKey: ['orgs', 'my-memberships'] });
    },
  });
  const { errors, isDirty } = form.formState;
  const isInstitute = organization.kind === 'institute';
  const number = { valueAsNumber: true } as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organisation and rules</CardTitle>
        <CardDescription>
          Changes apply from the next check-in; past records stay as they are.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="border-b border-slate-100 pb-6">
          <LogoSettings organization={organization} />
        </div>
        <form
          noValidate
          className="space-y-6"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <div className={section}>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Name" error={errors.name?.message} isRequired>
                <Input {...form.register('name')} autoComplete="organization" />
              </FormField>
              <FormField
                label="Time zone"
                error={errors.timezone?.message}
                hint="Decides what “today” and “late” mean. India is Asia/Kolkata."
              >
                <Select {...form.register('timezone')} options={zones} />
              </FormField>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Address" error={errors.address?.message}>
                <Textarea {...form.register('address')} rows={2} />
              </FormField>
              <IndiaStateField {...form.register('state')} error={errors.state?.message} />
            </div>
          </div>

          <div className={section}>
            <h3 className="font-semibold text-slate-900">Attendance rules</h3>
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField
                label="Grace minutes"
                error={errors.late_grace_minutes?.message}
                hint="Arriving up to this many minutes after the start still counts as present; later is late."
              >
                <Input
                  {...form.register('late_grace_minutes', number)}
                  type="number"
                  min={0}
                  max={240}
                  inputMode="numeric"
                />
              </FormField>
              <FormField
                label="Half day below (min)"
                error={errors.half_day_threshold_minutes?.message}
                hint="Fewer minutes between check-in and check-out count as a half day. 240 is 4 hours."
              >
                <Input
                  {...form.register('half_day_threshold_minutes', number)}
                  type="number"
                  min={0}
                  max={1440}
                  inputMode="numeric"
                />
              </FormField>
              <FormField
                label="Minimum attendance (%)"
                error={errors.min_attendance_percent?.message}
                hint={
                  isInstitute
                    ? '75 % is the common minimum in Indian colleges; students below it are flagged. Empty: no minimum.'
                    : 'People below it are flagged in reports. Empty: no minimum.'
                }
              >
                <Input
                  {...form.register('min_attendance_percent', {
                    setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                  })}
                  type="number"
                  min={0}
                  max={100}
                  step="0.5"
                  inputMode="decimal"
                />
              </FormField>
            </div>
            <Controller
              control={form.control}
              name="weekly_off_days"
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  legend="Weekly off days"
                  hint="Nobody is marked absent on these days. Shifts can have their own."
                  layout="row"
                  options={WEEKDAY_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>

          <div className={section}>
            <h3 className="font-semibold text-slate-900">How people check in</h3>
            <Controller
              control={form.control}
              name="allowed_methods"
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  legend="Allowed check-in methods"
                  hint="Kiosks and phones offer only the methods allowed here."
                  options={METHOD_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="liveness_required"
              render={({ field }) => (
                <CheckboxField
                  label="Ask for a blink or a head turn at face check-in"
                  hint="Stops someone holding up a photo of a colleague. Adds about a second."
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {isInstitute ? (
              <Controller
                control={form.control}
                name="students_self_check_in"
                render={({ field }) => (
                  <CheckboxField
                    label="Students may check in on their own phones"
                    hint="Only inside a site and only with the methods allowed above. Staff always may."
                    checked={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : null}
          </div>

          <div className={section}>
            <h3 className="font-semibold text-slate-900">Approvals</h3>
            <Controller
              control={form.control}
              name="staff_can_approve"
              render={({ field }) => (
                <CheckboxField
                  label={
                    isInstitute
                      ? 'Teachers and in-charges may approve people in their own classes'
                      : 'In-charges may approve people in their own departments'
                  }
                  hint="Join requests, leave and corrections. You can always approve everything."
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </div>

          {save.error ? (
            <Alert variant="error">
              {describeWriteError(save.error, {
                '22023': 'That time zone is not known. Choose one from the list.',
              })}
            </Alert>
          ) : save.isSuccess && !isDirty ? (
            <Alert variant="success">Settings saved.</Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
              Save settings
            </Button>
            {isDirty ? (
              <Button variant="ghost" onClick={() => form.reset(toForm(organization))}>
                Discard changes
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

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
import { notify } from '@/components/ui/toast';
import { attendanceKeys } from '@/features/attendance/api/keys';
import { IndiaStateField } from '@/features/calendar/components/india-state-field';
import { orgKeys } from '../api/memberships';
import { type Organization, updateOrganizationSettings } from '../api/organization';
import { describeWriteError } from '../utils/describe-write-error';
import { weekdayOptions } from '../utils/weekdays';
import { listTimeZones } from '../utils/zoned-time';
import { LogoSettings } from './logo-settings';
import { useOrgsT } from '../hooks/use-orgs-t';

// The logo is uploaded and saved on its own (LogoSettings), not typed in as an address here.
type RulesForm = z.input<typeof organizationSettingsSchema>;
type Rules = z.output<typeof organizationSettingsSchema>;

const METHOD_OPTIONS = [
  { value: 'face', label: 'orgs.devices.method.face', hint: 'orgs.settings.method.faceHint' },
  { value: 'card', label: 'orgs.devices.method.card', hint: 'orgs.settings.method.cardHint' },
  { value: 'qr', label: 'orgs.devices.method.qr', hint: 'orgs.settings.method.qrHint' },
  {
    value: 'manual',
    label: 'orgs.settings.method.manual',
    hint: 'orgs.settings.method.manualHint',
  },
  { value: 'self_geo', label: 'orgs.settings.method.self', hint: 'orgs.settings.method.selfHint' },
] as const satisfies readonly { value: CheckInMethod; label: string; hint: string }[];

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
  const t = useOrgsT();
  const queryClient = useQueryClient();
  const methodOptions = METHOD_OPTIONS.map((option) => ({
    value: option.value as CheckInMethod,
    label: t(option.label),
    hint: t(option.hint),
  }));
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
      notify.saved(t('orgs.settings.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.allMyMemberships }),
        // What attendance screens and staff approvals read of the same organisation.
        queryClient.invalidateQueries({ queryKey: attendanceKeys.org(organization.id) }),
      ]);
    },
  });
  const { errors, isDirty } = form.formState;
  const isInstitute = organization.kind === 'institute';
  const number = { valueAsNumber: true } as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orgs.settings.title')}</CardTitle>
        <CardDescription>{t('orgs.settings.description')}</CardDescription>
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
              <FormField label={t('orgs.site.name')} error={errors.name?.message} isRequired>
                <Input {...form.register('name')} autoComplete="organization" />
              </FormField>
              <FormField
                label={t('orgs.field.timeZone')}
                error={errors.timezone?.message}
                hint={t('orgs.settings.timeZoneHint')}
              >
                <Select {...form.register('timezone')} options={zones} />
              </FormField>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label={t('orgs.field.address')} error={errors.address?.message}>
                <Textarea {...form.register('address')} rows={2} />
              </FormField>
              <IndiaStateField {...form.register('state')} error={errors.state?.message} />
            </div>
          </div>

          <div className={section}>
            <h3 className="font-semibold text-slate-900">{t('orgs.settings.rules')}</h3>
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField
                label={t('orgs.settings.grace')}
                error={errors.late_grace_minutes?.message}
                hint={t('orgs.settings.graceHint')}
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
                label={t('orgs.settings.halfDay')}
                error={errors.half_day_threshold_minutes?.message}
                hint={t('orgs.settings.halfDayHint')}
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
                label={t('orgs.settings.minimum')}
                error={errors.min_attendance_percent?.message}
                hint={t(
                  isInstitute
                    ? 'orgs.settings.minimumHintInstitute'
                    : 'orgs.settings.minimumHintCompany',
                )}
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
                  legend={t('orgs.settings.weeklyOff')}
                  hint={t('orgs.settings.weeklyOffHint')}
                  layout="row"
                  options={weekdayOptions()}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>

          <div className={section}>
            <h3 className="font-semibold text-slate-900">{t('orgs.settings.howCheckIn')}</h3>
            <Controller
              control={form.control}
              name="allowed_methods"
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  legend={t('orgs.settings.methods')}
                  hint={t('orgs.settings.methodsHint')}
                  options={methodOptions}
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
                  label={t('orgs.settings.liveness')}
                  hint={t('orgs.settings.livenessHint')}
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
                    label={t('orgs.settings.studentsSelf')}
                    hint={t('orgs.settings.studentsSelfHint')}
                    checked={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : null}
          </div>

          <div className={section}>
            <h3 className="font-semibold text-slate-900">{t('orgs.settings.approvals')}</h3>
            <Controller
              control={form.control}
              name="staff_can_approve"
              render={({ field }) => (
                <CheckboxField
                  label={t(
                    isInstitute
                      ? 'orgs.settings.staffApproveInstitute'
                      : 'orgs.settings.staffApproveCompany',
                  )}
                  hint={t('orgs.settings.staffApproveHint')}
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </div>

          {save.error ? (
            <Alert variant="error">
              {describeWriteError(save.error, {
                '22023': t('orgs.settings.unknownZone'),
              })}
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
              {t('orgs.settings.save')}
            </Button>
            {isDirty ? (
              <Button variant="ghost" onClick={() => form.reset(toForm(organization))}>
                {t('orgs.settings.discard')}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

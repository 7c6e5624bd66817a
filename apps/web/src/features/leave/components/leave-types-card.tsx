import { formatNumber } from '@ias/shared';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckboxField,
  Dialog,
  FormField,
  Input,
  Select,
  SkeletonList,
  Textarea,
} from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import type { LeaveType, LeaveTypePolicy } from '../api/leave';
import { catalogue } from '../catalogue';
import { useLeaveActions, useLeaveTypes, useMemberSearch } from '../hooks/use-leave';

const EMPTY: LeaveTypePolicy = {
  code: '',
  name: '',
  active: true,
  paid: true,
  yearly_quota: null,
  accrual: 'yearly',
  carry_forward_cap: 0,
  half_day_allowed: false,
  sandwich: false,
  min_notice_days: 0,
  documents_after_days: null,
  year_start_month: 4,
  over_balance: 'refuse',
};

/** Owner settings: the organisation's leave types with their policies, and balance adjustments. */
export function LeaveTypesCard({ orgId }: { orgId: string }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const types = useLeaveTypes(orgId);
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const days = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  return (
    <Card data-testid="leave-types">
      <CardHeader>
        <CardTitle>{t('leave.types.title')}</CardTitle>
        <CardDescription>{t('leave.types.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {types.isPending ? (
          <SkeletonList rows={3} label={t('leave.loading')} />
        ) : types.isError ? (
          <Alert variant="error">
            {t('leave.form.typesError')}{' '}
            <Button variant="link" onClick={() => void types.refetch()}>
              {t('leave.retry')}
            </Button>
          </Alert>
        ) : (
          <ul className="divide-y divide-slate-100">
            {types.data.map((type) => (
              <li key={type.id} className="flex items-start justify-between gap-3 py-2">
                <div>
                  <p className="font-medium text-slate-900">
                    {type.name} <span className="text-xs text-slate-500">({type.code})</span>{' '}
                    {!type.active ? <Badge>{t('leave.types.inactive')}</Badge> : null}
                  </p>
                  <p className="text-xs text-slate-600">
                    {type.yearly_quota === null
                      ? t('leave.types.noQuota')
                      : t('leave.types.quota', {
                          days: days(type.yearly_quota),
                          accrual: type.accrual,
                        })}
                    {type.half_day_allowed ? ` · ${t('leave.types.halfDays')}` : ''}
                    {type.sandwich ? ` · ${t('leave.types.sandwich')}` : ''}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(type)}
                  aria-label={t('leave.types.editNamed', { name: type.name })}
                >
                  {t('leave.types.edit')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing('new')}>
            {t('leave.types.add')}
          </Button>
          <Button variant="secondary" onClick={() => setAdjusting(true)}>
            {t('leave.adjust.open')}
          </Button>
        </div>
      </CardContent>
      {editing ? (
        <LeaveTypeDialog orgId={orgId} type={editing} onClose={() => setEditing(null)} />
      ) : null}
      {adjusting && types.data ? (
        <AdjustBalanceDialog
          orgId={orgId}
          types={types.data.filter((type) => type.active && type.yearly_quota !== null)}
          onClose={() => setAdjusting(false)}
        />
      ) : null}
    </Card>
  );
}

function LeaveTypeDialog({
  orgId,
  type,
  onClose,
}: {
  orgId: string;
  type: LeaveType | 'new';
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const { createType, updateType } = useLeaveActions();
  const [values, setValues] = useState<LeaveTypePolicy>(type === 'new' ? EMPTY : { ...type });
  const set = <K extends keyof LeaveTypePolicy>(key: K, value: LeaveTypePolicy[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const mutation = type === 'new' ? createType : updateType;
  const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
  const submit = () => {
    const input: Partial<LeaveTypePolicy> = { ...values };
    if (type === 'new') createType.mutate({ orgId, input }, { onSuccess: onClose });
    else updateType.mutate({ id: type.id, input }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !mutation.isPending && onClose()}
      title={
        type === 'new' ? t('leave.types.add') : t('leave.types.editNamed', { name: type.name })
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t('leave.cancel')}
          </Button>
          <Button onClick={submit} isLoading={mutation.isPending}>
            {t('leave.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('leave.types.name')} isRequired>
          <Input value={values.name} maxLength={60} onChange={(e) => set('name', e.target.value)} />
        </FormField>
        <FormField label={t('leave.types.code')} hint={t('leave.types.codeHint')} isRequired>
          <Input
            value={values.code}
            maxLength={10}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
          />
        </FormField>
        <FormField label={t('leave.types.quotaLabel')} hint={t('leave.types.quotaHint')}>
          <Input
            type="number"
            min={0}
            max={366}
            step={0.5}
            value={values.yearly_quota ?? ''}
            onChange={(e) => set('yearly_quota', numberOrNull(e.target.value))}
          />
        </FormField>
        <FormField label={t('leave.types.accrual')}>
          <Select
            value={values.accrual}
            onChange={(e) => set('accrual', e.target.value as LeaveTypePolicy['accrual'])}
            options={[
              { value: 'yearly', label: t('leave.types.accrualYearly') },
              { value: 'monthly', label: t('leave.types.accrualMonthly') },
            ]}
          />
        </FormField>
        <FormField label={t('leave.types.carry')} hint={t('leave.types.carryHint')}>
          <Input
            type="number"
            min={0}
            max={366}
            step={0.5}
            value={values.carry_forward_cap ?? ''}
            onChange={(e) => set('carry_forward_cap', numberOrNull(e.target.value))}
          />
        </FormField>
        <FormField label={t('leave.types.year')}>
          <Select
            value={String(values.year_start_month)}
            onChange={(e) => set('year_start_month', Number(e.target.value) as 1 | 4)}
            options={[
              { value: '4', label: t('leave.types.yearApril') },
              { value: '1', label: t('leave.types.yearCalendar') },
            ]}
          />
        </FormField>
        <FormField label={t('leave.types.notice')}>
          <Input
            type="number"
            min={0}
            max={365}
            value={values.min_notice_days}
            onChange={(e) => set('min_notice_days', Number(e.target.value) || 0)}
          />
        </FormField>
        <FormField label={t('leave.types.documents')} hint={t('leave.types.documentsHint')}>
          <Input
            type="number"
            min={1}
            max={365}
            value={values.documents_after_days ?? ''}
            onChange={(e) => set('documents_after_days', numberOrNull(e.target.value))}
          />
        </FormField>
        <FormField label={t('leave.types.overBalance')}>
          <Select
            value={values.over_balance}
            onChange={(e) => set('over_balance', e.target.value as LeaveTypePolicy['over_balance'])}
            options={[
              { value: 'refuse', label: t('leave.types.overRefuse') },
              { value: 'loss_of_pay', label: t('leave.types.overLop') },
            ]}
          />
        </FormField>
        <div className="space-y-2 sm:col-span-2">
          <CheckboxField
            label={t('leave.types.halfDaysAllowed')}
            checked={values.half_day_allowed}
            onChange={(v) => set('half_day_allowed', v)}
          />
          <CheckboxField
            label={t('leave.types.sandwichLabel')}
            hint={t('leave.types.sandwichHint')}
            checked={values.sandwich}
            onChange={(v) => set('sandwich', v)}
          />
          <CheckboxField
            label={t('leave.types.paid')}
            checked={values.paid}
            onChange={(v) => set('paid', v)}
          />
          <CheckboxField
            label={t('leave.types.active')}
            hint={t('leave.types.activeHint')}
            checked={values.active}
            onChange={(v) => set('active', v)}
          />
        </div>
      </div>
      {mutation.isError ? (
        <Alert variant="error" className="mt-4">
          {mutation.error instanceof ApiError ? mutation.error.message : t('leave.error')}
        </Alert>
      ) : null}
    </Dialog>
  );
}

function AdjustBalanceDialog({
  orgId,
  types,
  onClose,
}: {
  orgId: string;
  types: LeaveType[];
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const { adjust } = useLeaveActions();
  const [query, setQuery] = useState('');
  const [memberId, setMemberId] = useState('');
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const [daysText, setDaysText] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const members = useMemberSearch(orgId, query);
  const days = Number(daysText);
  const valid =
    memberId &&
    typeId &&
    daysText !== '' &&
    days !== 0 &&
    Number.isFinite(days) &&
    reason.trim().length >= 3;
  const submit = () => {
    if (!valid) return;
    adjust.mutate(
      { member_id: memberId, leave_type_id: typeId, days, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setDone(
            t('leave.adjust.done', {
              balance: formatNumber(result.balance, locale, { maximumFractionDigits: 2 }),
            }),
          );
          setDaysText('');
          setReason('');
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !adjust.isPending && onClose()}
      title={t('leave.adjust.title')}
      description={t('leave.adjust.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={adjust.isPending}>
            {t('leave.close')}
          </Button>
          <Button onClick={submit} isLoading={adjust.isPending} disabled={!valid}>
            {t('leave.adjust.submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label={t('leave.adjust.search')} hint={t('leave.adjust.searchHint')}>
          <Input value={query} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
        {members.data ? (
          members.data.length ? (
            <FormField label={t('leave.adjust.person')} isRequired>
              <Select
                value={memberId}
                placeholder={t('leave.adjust.choose')}
                onChange={(e) => setMemberId(e.target.value)}
                options={members.data.map((m) => ({
                  value: m.id,
                  label: m.code ? `${m.full_name} (${m.code})` : m.full_name,
                }))}
              />
            </FormField>
          ) : (
            <p className="text-sm text-slate-600">{t('leave.adjust.noMatch')}</p>
          )
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('leave.form.type')} isRequired>
            <Select
              value={typeId}
              onChange={(e) => setTypeId(e.target.value)}
              options={types.map((type) => ({ value: type.id, label: type.name }))}
            />
          </FormField>
          <FormField label={t('leave.adjust.days')} hint={t('leave.adjust.daysHint')} isRequired>
            <Input
              type="number"
              step={0.5}
              min={-366}
              max={366}
              value={daysText}
              onChange={(e) => setDaysText(e.target.value)}
            />
          </FormField>
        </div>
        <FormField label={t('leave.adjust.reason')} isRequired>
          <Textarea
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormField>
        {adjust.isError ? (
          <Alert variant="error">
            {adjust.error instanceof ApiError ? adjust.error.message : t('leave.error')}
          </Alert>
        ) : null}
        {done ? <Alert variant="success">{done}</Alert> : null}
      </div>
    </Dialog>
  );
}

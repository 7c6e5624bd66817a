import { formatNumber } from '@ias/shared';
import { useEffect, useMemo, useState } from 'react';
import { DateInput } from '@/components/ui/date-input';
import {
  Alert,
  Button,
  CheckboxField,
  FormField,
  Input,
  Select,
  SkeletonForm,
  Textarea,
} from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { LEAVE_DOCUMENT_MAX_BYTES, LEAVE_DOCUMENT_TYPES, uploadLeaveDocument } from '../api/leave';
import { catalogue } from '../catalogue';
import { useLeaveActions, useLeaveQuote, useLeaveTypes, useMemberLeave } from '../hooks/use-leave';

/**
 * Ask for leave of a type: the person's balance of that type, half days where the type allows
 * them, and what the leave will cost before sending it; the approver decides.
 */
export function LeaveForm({
  orgId,
  memberId,
  today,
  approver,
}: {
  orgId: string;
  memberId: string;
  today: string;
  approver: string;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const types = useLeaveTypes(orgId);
  const leave = useMemberLeave(memberId);
  const { file } = useLeaveActions();
  const active = useMemo(() => (types.data ?? []).filter((type) => type.active), [types.data]);
  const [typeId, setTypeId] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [halfFirst, setHalfFirst] = useState(false);
  const [halfLast, setHalfLast] = useState(false);
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const [touched, setTouched] = useState(false);
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!typeId && active[0]) setTypeId(active[0].id);
  }, [active, typeId]);
  const type = active.find((candidate) => candidate.id === typeId);
  const balance = leave.data?.balances.find((line) => line.type.id === typeId);
  const halfAllowed = Boolean(type?.half_day_allowed);
  const oneDay = from === to;
  const halfDays = !halfAllowed
    ? []
    : [...new Set([...(halfFirst ? [from] : []), ...(halfLast && !oneDay ? [to] : [])])];
  const datesOk = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= from;
  const input =
    type && datesOk
      ? { org_id: orgId, leave_type_id: type.id, from_date: from, to_date: to, half_days: halfDays }
      : null;
  const quote = useLeaveQuote(input);
  const days = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const reasonError =
    touched && reason.trim().length < 3 ? t('leave.form.reasonTooShort') : undefined;
  const rangeError = datesOk ? undefined : t('leave.form.endsBeforeStart');

  const documentRequired = Boolean(quote.data?.document_required);
  const chooseDocument = (chosen: File | null) => {
    setDocumentError(undefined);
    if (chosen && !LEAVE_DOCUMENT_TYPES.includes(chosen.type)) {
      setDocumentFile(null);
      setDocumentError(t('leave.form.documentType'));
      return;
    }
    if (chosen && chosen.size > LEAVE_DOCUMENT_MAX_BYTES) {
      setDocumentFile(null);
      setDocumentError(t('leave.form.documentTooLarge'));
      return;
    }
    setDocumentFile(chosen);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSent(false);
    if (!input || reason.trim().length < 3) return;
    if (documentRequired && !documentFile) {
      setDocumentError(
        t('leave.form.documentMissing', { days: quote.data?.documents_after_days ?? 0 }),
      );
      return;
    }
    try {
      let attached = {};
      if (documentRequired && documentFile) {
        setUploading(true);
        try {
          attached = await uploadLeaveDocument(orgId, memberId, documentFile);
        } catch {
          setDocumentError(t('leave.form.documentUploadFailed'));
          return;
        } finally {
          setUploading(false);
        }
      }
      await file.mutateAsync({ ...input, reason: reason.trim(), ...attached });
      setSent(true);
      setReason('');
      setTouched(false);
      setHalfFirst(false);
      setHalfLast(false);
      setDocumentFile(null);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  if (types.isPending) return <SkeletonForm fields={4} label={t('leave.loading')} />;
  if (types.isError)
    return (
      <Alert variant="error">
        {t('leave.form.typesError')}{' '}
        <Button variant="link" onClick={() => void types.refetch()}>
          {t('leave.retry')}
        </Button>
      </Alert>
    );
  if (!active.length) return <Alert variant="info">{t('leave.form.noTypes')}</Alert>;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('leave.form.label')}>
      <FormField label={t('leave.form.type')} isRequired>
        <Select
          value={typeId}
          onChange={(event) => {
            setTypeId(event.target.value);
            setSent(false);
          }}
          options={active.map((option) => ({
            value: option.id,
            label: `${option.name} (${option.code})`,
          }))}
        />
      </FormField>
      {balance ? (
        <p className="text-sm text-slate-700" data-testid="leave-form-balance">
          {balance.tracks_balance
            ? t('leave.form.balance', {
                available: days(balance.available),
                type: balance.type.name,
              })
            : t('leave.form.noBalance', { type: balance.type.name })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('leave.form.from')} isRequired>
          <DateInput
            value={from}
            onChange={(day) => {
              setFrom(day);
              if (day > to) setTo(day);
            }}
          />
        </FormField>
        <FormField label={t('leave.form.to')} error={rangeError} isRequired>
          <DateInput value={to} min={from} onChange={setTo} />
        </FormField>
      </div>
      {halfAllowed ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('leave.form.halfDays')}</legend>
          <CheckboxField
            label={oneDay ? t('leave.form.halfOnly') : t('leave.form.halfFirst')}
            checked={halfFirst}
            onChange={setHalfFirst}
          />
          {!oneDay ? (
            <CheckboxField
              label={t('leave.form.halfLast')}
              checked={halfLast}
              onChange={setHalfLast}
            />
          ) : null}
        </fieldset>
      ) : null}
      {type && type.min_notice_days > 0 ? (
        <p className="text-xs text-slate-500">
          {t('leave.form.notice', { days: type.min_notice_days })}
        </p>
      ) : null}
      <div aria-live="polite" data-testid="leave-quote">
        {quote.isFetching ? (
          <p className="text-sm text-slate-500">{t('leave.form.pricing')}</p>
        ) : quote.data ? (
          <p className="text-sm text-slate-700">
            {t('leave.form.costs', { days: days(quote.data.days) })}
            {quote.data.unpaid > 0
              ? ` ${t('leave.form.unpaid', { days: days(quote.data.unpaid) })}`
              : ''}
          </p>
        ) : quote.error instanceof ApiError ? (
          <Alert variant="warning">{quote.error.message}</Alert>
        ) : null}
      </div>
      {documentRequired ? (
        <FormField
          label={t('leave.form.document')}
          hint={t('leave.form.documentHint', { days: quote.data?.documents_after_days ?? 0 })}
          error={documentError}
          isRequired
        >
          <Input
            type="file"
            accept={LEAVE_DOCUMENT_TYPES.join(',')}
            data-testid="leave-document"
            onChange={(event) => chooseDocument(event.target.files?.[0] ?? null)}
          />
        </FormField>
      ) : null}
      <FormField
        label={t('leave.form.reason')}
        error={reasonError}
        hint={t('leave.form.reasonHint')}
        isRequired
      >
        <Textarea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </FormField>
      {file.isError ? (
        <Alert variant="error">
          {file.error instanceof ApiError ? file.error.message : t('leave.error')}
        </Alert>
      ) : null}
      {sent ? <Alert variant="success">{t('leave.form.sent', { approver })}</Alert> : null}
      <Button type="submit" isLoading={file.isPending || uploading}>
        {t('leave.form.submit')}
      </Button>
    </form>
  );
}

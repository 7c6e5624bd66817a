import { deviceZone, formatDate, todayIn } from '@ias/shared';
import { type FormEvent, useState } from 'react';
import { DateInput } from '@/components/ui/date-input';
import {
  Alert,
  Button,
  ConfirmDialog,
  FormField,
  Input,
  Select,
  SkeletonList,
  Textarea,
} from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import type { ConsentRecord, ConsentStatus, ConsentSubject } from '../api/consent-api';
import { useConsentActions, useFaceConsent } from '../hooks/use-consent';
import { useConsentT } from '../hooks/use-consent-t';

type Translate = ReturnType<typeof useConsentT>;

/**
 * Beside face enrolment: whether a guardian's consent is needed and given (who, when, how).
 * Students see why they cannot enrol yet; their teacher or the owner records the date of birth,
 * e-mails a guardian the consent link, records a paper consent with a note, or withdraws it
 * (which deletes the face data at once). Adults without a date of birth see nothing.
 */
export function FaceConsentPanel({ who }: { who: ConsentSubject }) {
  const t = useConsentT();
  const status = useFaceConsent(who);
  if (status.isPending) return <SkeletonList rows={2} label={t('consent.panel.loading')} />;
  if (status.isError)
    return (
      <Alert variant="error">
        {t('consent.panel.loadError')}{' '}
        <Button variant="link" onClick={() => void status.refetch()}>
          {t('consent.panel.retry')}
        </Button>
      </Alert>
    );
  const data = status.data;
  if (!data.can_record) return data.minor ? <SelfNotice status={data} t={t} /> : null;
  if (data.role !== 'student') return null;
  return <StaffPanel status={data} t={t} />;
}

function ConsentLine({ consent, t }: { consent: ConsentRecord; t: Translate }) {
  const locale = useLocale();
  const date = formatDate(consent.given_at, locale);
  const words = {
    guardian: consent.guardian_name,
    recordedBy: consent.recorded_by_name ?? '',
    date,
  };
  return (
    <Alert variant="success" data-testid="consent-given">
      {consent.method === 'paper'
        ? t('consent.given.paper', words)
        : consent.recorded_by_name
          ? t('consent.given.link', words)
          : t('consent.given.linkNoSender', words)}
      {consent.note ? (
        <span className="mt-1 block text-slate-600">
          {t('consent.given.note', { note: consent.note })}
        </span>
      ) : null}
    </Alert>
  );
}

function SelfNotice({ status, t }: { status: ConsentStatus; t: Translate }) {
  const locale = useLocale();
  if (status.consent)
    return (
      <Alert variant="success" data-testid="consent-given">
        {t('consent.self.given', {
          guardian: status.consent.guardian_name,
          date: formatDate(status.consent.given_at, locale),
        })}
      </Alert>
    );
  return (
    <Alert variant="warning" data-testid="consent-needed">
      {t('consent.self.needed')}
    </Alert>
  );
}

/** Today on the reader's calendar (not UTC's, which is yesterday in India until 5:30 am). */
const TODAY = () => todayIn(deviceZone());

function StaffPanel({ status, t }: { status: ConsentStatus; t: Translate }) {
  const actions = useConsentActions(status.member_id);
  const [birth, setBirth] = useState(status.date_of_birth ?? '');
  const [birthError, setBirthError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [paperOpen, setPaperOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [withdrawNote, setWithdrawNote] = useState('');
  const name = status.member_name;

  const saveBirth = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (birth && (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || birth > TODAY())) {
      setBirthError(t('consent.birth.invalid'));
      return;
    }
    setBirthError(undefined);
    actions.birth.mutate(birth || null, {
      onSuccess: (next) =>
        setNotice(
          next.face_data_deleted
            ? t('consent.birth.deleted', { count: next.face_data_deleted })
            : t('consent.birth.saved'),
        ),
    });
  };

  return (
    <section
      aria-labelledby="consent-title"
      className="space-y-3 rounded-xl border border-slate-200 p-3"
      data-testid="consent-panel"
    >
      <h3 id="consent-title" className="text-sm font-semibold text-slate-900">
        {t('consent.panel.title')}
      </h3>
      <form noValidate onSubmit={saveBirth} className="flex flex-wrap items-end gap-2">
        <FormField
          label={t('consent.birth.label')}
          hint={t('consent.birth.hint')}
          error={
            birthError ?? (actions.birth.error ? describeError(actions.birth.error) : undefined)
          }
          className="min-w-[12rem] flex-1"
        >
          <DateInput max={TODAY()} value={birth} onChange={setBirth} />
        </FormField>
        <Button type="submit" variant="outline" isLoading={actions.birth.isPending}>
          {t('consent.birth.save')}
        </Button>
      </form>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {status.minor ? (
        status.consent ? (
          <>
            <ConsentLine consent={status.consent} t={t} />
            <Button variant="outline" onClick={() => setWithdrawOpen(true)}>
              {t('consent.withdraw.open')}
            </Button>
          </>
        ) : (
          <>
            <Alert variant="warning" data-testid="consent-needed">
              {t('consent.staff.needed', { name })}
            </Alert>
            {status.guardians.length === 0 ? (
              <p className="text-sm text-slate-600">{t('consent.staff.noGuardians')}</p>
            ) : paperOpen ? (
              <PaperConsentForm status={status} t={t} onDone={() => setPaperOpen(false)} />
            ) : (
              <div className="flex flex-wrap gap-2">
                {status.guardians
                  .filter((g) => g.has_email || g.has_phone)
                  .map((g) => (
                    <Button
                      key={g.id}
                      variant="outline"
                      isLoading={actions.link.isPending && actions.link.variables === g.position}
                      onClick={() => {
                        setNotice(null);
                        actions.link.mutate(g.position, {
                          onSuccess: (sent) =>
                            setNotice(t('consent.link.sent', { email: sent.sent_to })),
                        });
                      }}
                    >
                      {g.has_email
                        ? t('consent.link.send', { guardian: g.full_name })
                        : t('consent.link.sendSms', { guardian: g.full_name })}
                    </Button>
                  ))}
                <Button variant="outline" onClick={() => setPaperOpen(true)}>
                  {t('consent.paper.open')}
                </Button>
              </div>
            )}
            {actions.link.error ? (
              <Alert variant="error">{describeError(actions.link.error)}</Alert>
            ) : null}
          </>
        )
      ) : null}
      <ConfirmDialog
        open={withdrawOpen}
        onOpenChange={setWithdrawOpen}
        title={t('consent.withdraw.title', { name })}
        description={t('consent.withdraw.description', { name })}
        confirmLabel={t('consent.withdraw.confirm')}
        isDestructive
        isPending={actions.withdraw.isPending}
        error={actions.withdraw.error ? describeError(actions.withdraw.error) : null}
        onConfirm={() =>
          actions.withdraw.mutate(withdrawNote, {
            onSuccess: (next) => {
              setWithdrawOpen(false);
              setWithdrawNote('');
              setNotice(t('consent.withdraw.done', { count: next.face_data_deleted ?? 0 }));
            },
          })
        }
      >
        <FormField label={t('consent.withdraw.note')}>
          <Input
            value={withdrawNote}
            maxLength={500}
            onChange={(event) => setWithdrawNote(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}

function PaperConsentForm({
  status,
  t,
  onDone,
}: {
  status: ConsentStatus;
  t: Translate;
  onDone: () => void;
}) {
  const actions = useConsentActions(status.member_id);
  const [position, setPosition] = useState(String(status.guardians[0]?.position ?? 1));
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const noteError = checked && note.trim().length < 3 ? t('consent.paper.noteError') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (note.trim().length < 3) return;
    actions.paper.mutate({ position: Number(position), note: note.trim() }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label={t('consent.paper.guardian')}>
        <Select
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          options={status.guardians.map((g) => ({
            value: String(g.position),
            label: g.full_name,
          }))}
        />
      </FormField>
      <FormField
        label={t('consent.paper.note')}
        hint={t('consent.paper.noteHint')}
        error={noteError}
      >
        <Textarea value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      {actions.paper.error ? (
        <Alert variant="error">{describeError(actions.paper.error)}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('consent.paper.cancel')}
        </Button>
        <Button type="submit" isLoading={actions.paper.isPending}>
          {t('consent.paper.save')}
        </Button>
      </div>
    </form>
  );
}

import { UserCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, FormField, Input, Textarea } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { findOverridePeople, type OverridePerson, postKioskOverride } from '../api/kiosk-api';
import { verifyStaff } from '../api/staff-auth';
import { useKioskT } from '../hooks/use-kiosk-t';
import { newClientId } from '../utils/client-id';

type Operator = Awaited<ReturnType<typeof verifyStaff>>;

/**
 * The operator's override: a teacher, in-charge or the owner signs in on the kiosk (without
 * touching the browser's own session), finds the person, gives the reason and marks them in.
 * The operator's session is signed out again when the dialog closes.
 */
export function KioskOverride({ token }: { token: string }) {
  const t = useKioskT();
  const [open, setOpen] = useState(false);
  const [operator, setOperator] = useState<Operator | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [q, setQ] = useState('');
  const [people, setPeople] = useState<OverridePerson[] | null>(null);
  const [person, setPerson] = useState<OverridePerson | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const operatorRef = useRef<Operator | null>(null);
  operatorRef.current = operator;

  useEffect(() => {
    if (!operator) return;
    const timer = setTimeout(() => {
      findOverridePeople(token, operator.accessToken, q)
        .then((found) => setPeople(found.people))
        .catch((failure: unknown) => setError(describeError(failure)));
    }, 250);
    return () => clearTimeout(timer);
  }, [operator, q, token]);
  useEffect(() => () => void operatorRef.current?.signOut(), []);

  const close = () => {
    void operator?.signOut();
    setOperator(null);
    setPassword('');
    setPeople(null);
    setPerson(null);
    setReason('');
    setQ('');
    setError(null);
    setDone(null);
    setOpen(false);
  };
  const run = async (work: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setPending(false);
    }
  };
  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setOperator(await verifyStaff(email, password)));
  };
  const onMark = (event: FormEvent) => {
    event.preventDefault();
    if (!operator || !person) return;
    if (reason.trim().length < 3) return setError(t('kiosk.override.reasonShort'));
    void run(async () => {
      const result = await postKioskOverride(token, operator.accessToken, {
        client_id: newClientId(),
        member_id: person.id,
        reason: reason.trim(),
      });
      setDone(result.message);
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-12 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-slate-300 ring-1 ring-white/20 hover:bg-white/10"
      >
        <UserCheck aria-hidden="true" className="h-4 w-4" /> {t('kiosk.override.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : !pending && close())}
        title={t('kiosk.override.title')}
        description={t('kiosk.override.description')}
        size="md"
      >
        {done ? (
          <div className="space-y-4">
            <p
              role="status"
              className="rounded-xl bg-emerald-600 p-4 text-lg font-semibold text-white"
            >
              {done}
            </p>
            <Button onClick={close}>{t('kiosk.override.close')}</Button>
          </div>
        ) : !operator ? (
          <form className="space-y-4" onSubmit={onSignIn}>
            <FormField label={t('kiosk.override.email')}>
              <Input
                type="email"
                autoComplete="off"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <FormField label={t('kiosk.override.password')}>
              <Input
                type="password"
                autoComplete="off"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            {error ? <Alert variant="error">{error}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={close} disabled={pending}>
                {t('kiosk.override.cancel')}
              </Button>
              <Button type="submit" isLoading={pending}>
                {t('kiosk.override.signIn')}
              </Button>
            </div>
          </form>
        ) : (
          <form className="space-y-4" onSubmit={onMark}>
            <FormField label={t('kiosk.override.search')}>
              <Input value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
            </FormField>
            {people && !people.length ? (
              <p className="text-sm text-slate-600">{t('kiosk.override.nobody')}</p>
            ) : null}
            <ul className="max-h-48 space-y-1 overflow-y-auto">
              {(people ?? []).map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-pressed={person?.id === p.id}
                    onClick={() => setPerson(p)}
                    className="w-full rounded-lg px-3 py-2 text-left text-slate-900 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:ring-1 aria-pressed:ring-brand-600"
                  >
                    {p.full_name}
                    {p.employee_code || p.roll_number ? (
                      <span className="ml-2 text-sm text-slate-500">
                        {p.employee_code ?? p.roll_number}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
            <FormField label={t('kiosk.override.reason')} isRequired>
              <Textarea
                rows={2}
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
            {error ? <Alert variant="error">{error}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={close} disabled={pending}>
                {t('kiosk.override.cancel')}
              </Button>
              <Button type="submit" isLoading={pending} disabled={!person}>
                {t('kiosk.override.submit', { name: person?.full_name ?? '…' })}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}

import { Delete, KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, Dialog } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { postKioskPinCheckIn } from '../api/kiosk-api';
import { useKioskT } from '../hooks/use-kiosk-t';
import { newClientId } from '../utils/client-id';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** How long an answer stays before the pad is ready for the next person. */
const ANSWER_MS = 4_000;

/** `lang`: the person's own language, which the server's answer is in (see CheckInResult). */
type Answer = { kind: 'success' | 'failure'; text: string; lang?: string };

/**
 * The PIN fallback: the person types their code (employee code or roll number), then their PIN,
 * on a large keypad (touch) or a keyboard (digits, Backspace, Enter). The server answers the same
 * for an unknown code and a wrong PIN, so the pad never reveals who exists.
 */
export function KioskPinPad({ token, online }: { token: string; online: boolean }) {
  const t = useKioskT();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'code' | 'pin'>('code');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const reset = () => {
    setStep('code');
    setCode('');
    setPin('');
  };
  useEffect(() => {
    if (!answer) return;
    const timer = setTimeout(() => {
      setAnswer(null);
      if (answer.kind === 'success') setOpen(false);
    }, ANSWER_MS);
    return () => clearTimeout(timer);
  }, [answer]);
  useEffect(() => input.current?.focus(), [step, open]);

  const value = step === 'code' ? code : pin;
  const setValue = step === 'code' ? setCode : (next: string) => setPin(next.replace(/\D/g, ''));
  const press = (key: string) => {
    if (step === 'pin' && pin.length >= 6) return;
    setValue(value + key);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 'code') {
      if (code.trim()) setStep('pin');
      return;
    }
    if (pin.length < 4) return;
    setPending(true);
    setAnswer(null);
    try {
      const result = await postKioskPinCheckIn(token, {
        client_id: newClientId(),
        code: code.trim(),
        pin,
      });
      setAnswer({
        kind: 'success',
        text: result.message,
        lang: result.member.locale ?? undefined,
      });
      reset();
    } catch (error) {
      setAnswer({
        kind: 'failure',
        text:
          error instanceof ApiError && error.status === 0
            ? t('kiosk.pin.offline')
            : error instanceof Error
              ? error.message
              : String(error),
      });
      setPin('');
    } finally {
      setPending(false);
      input.current?.focus();
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          reset();
          setAnswer(null);
          setOpen(true);
        }}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white/10 px-5 py-2 text-base font-semibold text-white ring-1 ring-white/20 hover:bg-white/20"
      >
        <KeyRound aria-hidden="true" className="h-5 w-5" /> {t('kiosk.pin.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={t('kiosk.pin.title')}
        description={t('kiosk.pin.description')}
        size="md"
      >
        <form className="space-y-4" onSubmit={onSubmit}>
          <label className="block space-y-2">
            <span className="text-base font-semibold text-slate-800">
              {step === 'code' ? t('kiosk.pin.codeLabel') : t('kiosk.pin.pinLabel')}
            </span>
            <input
              ref={input}
              key={step}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              type={step === 'pin' ? 'password' : 'text'}
              inputMode={step === 'pin' ? 'numeric' : 'text'}
              autoComplete="off"
              maxLength={step === 'pin' ? 6 : 40}
              readOnly={pending}
              disabled={!online}
              className="h-16 w-full rounded-xl border border-slate-300 px-4 text-center text-3xl tracking-[0.3em] text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
            {step === 'pin' ? (
              <span className="block text-sm text-slate-600">{t('kiosk.pin.pinHint')}</span>
            ) : null}
          </label>
          {!online ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
              {t('kiosk.pin.offline')}
            </p>
          ) : null}
          <div role="group" aria-label={t('kiosk.pin.keypad')} className="grid grid-cols-3 gap-3">
            {KEYS.map((key) => (
              <PadKey key={key} onPress={() => press(key)} disabled={!online || pending}>
                {key}
              </PadKey>
            ))}
            <PadKey onPress={() => setValue('')} disabled={!online || pending}>
              <span className="text-lg">{t('kiosk.pin.clear')}</span>
            </PadKey>
            <PadKey onPress={() => press('0')} disabled={!online || pending}>
              0
            </PadKey>
            <PadKey
              onPress={() => setValue(value.slice(0, -1))}
              disabled={!online || pending}
              label={t('kiosk.pin.backspace')}
            >
              <Delete aria-hidden="true" className="mx-auto h-8 w-8" />
            </PadKey>
          </div>
          {answer ? (
            <p
              role="status"
              data-testid="kiosk-pin-answer"
              data-kind={answer.kind}
              lang={answer.lang}
              className={cn(
                'rounded-xl p-4 text-center text-lg font-semibold text-white',
                answer.kind === 'success' ? 'bg-emerald-600' : 'bg-red-600',
              )}
            >
              {answer.text}
            </p>
          ) : null}
          <div className="flex justify-between gap-3">
            <Button
              variant="outline"
              size="lg"
              onClick={() => (step === 'pin' ? setStep('code') : setOpen(false))}
              disabled={pending}
            >
              {t('kiosk.pin.back')}
            </Button>
            <Button
              type="submit"
              size="lg"
              isLoading={pending}
              disabled={!online || (step === 'code' ? !code.trim() : pin.length < 4)}
            >
              {pending
                ? t('kiosk.pin.checking')
                : step === 'code'
                  ? t('kiosk.pin.next')
                  : t('kiosk.pin.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function PadKey({
  children,
  onPress,
  disabled,
  label,
}: {
  children: React.ReactNode;
  onPress: () => void;
  disabled: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={disabled}
      aria-label={label}
      className="h-20 rounded-2xl bg-slate-100 text-3xl font-bold text-slate-900 ring-1 ring-slate-200 hover:bg-slate-200 active:bg-slate-300 disabled:opacity-50 sm:h-24"
    >
      {children}
    </button>
  );
}

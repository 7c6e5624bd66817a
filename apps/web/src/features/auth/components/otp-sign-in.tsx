import { emailSchema, formatPhone, parsePhone } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import type { OtpRecipient } from '../api/auth-api';
import { catalogue } from '../catalogue';
import { authStore } from '../stores/auth';

type Channel = 'phone' | 'email';

/** The server sends a new code for the same number or address at most once a minute. */
const RESEND_SECONDS = 60;

/**
 * The server's own words, in the page's language (its catalogues answer Accept-Language), for
 * what goes wrong with codes: wrong or expired, too many tries, rate limits, no such account,
 * SMS not available. Anything else (no connection, a bug) gets the app's general sentence.
 */
function explain(error: unknown, fallback: string): string {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  if (
    e?.name === 'AuthApiError' &&
    e.code !== 'validation_failed' &&
    typeof e.message === 'string' &&
    e.message
  )
    return e.message;
  return describeError(error, fallback);
}

/** Seconds left until `deadline` (ms), ticking once a second. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Sign-in by a one-time code (issue 19): a code by SMS to a mobile number or by e-mail, then the
 * 6 digits. What happens after signing in is decided by the auth state, as for the password.
 */
export function OtpSignIn({ onUsePassword }: { onUsePassword: () => void }) {
  const t = useCatalogueT(catalogue);
  const [channel, setChannel] = useState<Channel>('phone');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [recipient, setRecipient] = useState<OtpRecipient>();

  const send = useMutation({
    mutationFn: (to: OtpRecipient) => authStore.sendSignInCode(to),
    onSuccess: (_, to) => setRecipient(to),
  });

  function onSend(event: FormEvent) {
    event.preventDefault();
    if (channel === 'phone') {
      const phone = parsePhone(typed);
      if (!phone) return setFieldError(t('auth.otp.phoneInvalid'));
      setFieldError(undefined);
      send.mutate({ phone: phone.e164 });
    } else {
      const email = emailSchema.safeParse(typed);
      if (!email.success) return setFieldError(t('auth.otp.emailInvalid'));
      setFieldError(undefined);
      send.mutate({ email: email.data });
    }
  }

  if (recipient) {
    return (
      <CodeStep
        recipient={recipient}
        onChangeRecipient={() => {
          send.reset();
          setRecipient(undefined);
        }}
        onUsePassword={onUsePassword}
      />
    );
  }

  return (
    <div className="space-y-5">
      <form className="space-y-5" noValidate onSubmit={onSend}>
        {send.isError ? (
          <Alert variant="error">{explain(send.error, t('auth.otp.failed'))}</Alert>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('auth.otp.channel')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['phone', 'email'] as const).map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name="otp-channel"
                  value={option}
                  checked={channel === option}
                  onChange={() => {
                    setChannel(option);
                    setTyped('');
                    setFieldError(undefined);
                    send.reset();
                  }}
                  className="accent-brand-600"
                />
                {option === 'phone' ? t('auth.otp.channel.phone') : t('auth.otp.channel.email')}
              </label>
            ))}
          </div>
        </fieldset>
        {channel === 'phone' ? (
          <FormField
            key="phone"
            label={t('auth.otp.phone')}
            hint={t('auth.otp.phoneHint')}
            error={fieldError}
            isRequired
          >
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="98765 43210"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField key="email" label={t('auth.otp.email')} error={fieldError} isRequired>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t('auth.otp.emailPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
        )}
        <Button type="submit" className="w-full" size="lg" isLoading={send.isPending}>
          {t('auth.otp.send')}
        </Button>
      </form>
      <Button variant="link" className="w-full text-sm" onClick={onUsePassword}>
        {t('auth.otp.usePassword')}
      </Button>
    </div>
  );
}

function CodeStep({
  recipient,
  onChangeRecipient,
  onUsePassword,
}: {
  recipient: OtpRecipient;
  onChangeRecipient: () => void;
  onUsePassword: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(resendAt);

  const verify = useMutation({
    mutationFn: (token: string) => authStore.signInWithCode(recipient, token),
    onError: () => setCode(''),
  });
  const resend = useMutation({
    mutationFn: () => authStore.sendSignInCode(recipient, true),
    onMutate: () => verify.reset(),
    onSuccess: () => {
      setCode('');
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
    },
  });

  function submit(token: string) {
    if (!/^\d{6}$/.test(token)) return setCodeError(t('auth.otp.codeInvalid'));
    setCodeError(undefined);
    if (!verify.isPending) verify.mutate(token);
  }

  const shownRecipient = 'phone' in recipient ? formatPhone(recipient.phone) : recipient.email;
  const failure = verify.isError ? verify.error : resend.isError ? resend.error : undefined;

  return (
    <div className="space-y-5">
      <form
        className="space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        {failure ? (
          <Alert variant="error">{explain(failure, t('auth.otp.failed'))}</Alert>
        ) : resend.isSuccess ? (
          <Alert variant="success">{t('auth.otp.resent')}</Alert>
        ) : null}
        <p className="text-sm text-slate-600">
          {t('auth.otp.sentTo', { recipient: shownRecipient })}
        </p>
        <FormField label={t('auth.otp.code')} error={codeError} isRequired>
          <Input
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="123456"
            autoFocus
            value={code}
            onChange={(event) => {
              // Pasted "123 456" or "Code: 123456" keeps its digits; six of them sign in at once.
              const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
              setCode(digits);
              if (digits.length === 6 && !verify.isPending) submit(digits);
            }}
            className="text-center text-lg tracking-[0.4em]"
          />
        </FormField>
        <Button type="submit" className="w-full" size="lg" isLoading={verify.isPending}>
          {t('auth.otp.verify')}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Button
          variant="link"
          onClick={() => resend.mutate()}
          disabled={secondsLeft > 0 || resend.isPending}
        >
          {secondsLeft > 0
            ? t('auth.otp.resendIn', { seconds: secondsLeft })
            : t('auth.otp.resend')}
        </Button>
        <Button variant="link" onClick={onChangeRecipient}>
          {t('auth.otp.changeRecipient')}
        </Button>
        <Button variant="link" onClick={onUsePassword}>
          {t('auth.otp.usePassword')}
        </Button>
      </div>
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';
import { appUrl } from '../utils/return-to';
import { useT } from '@/features/i18n';

export function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

/** Starts Google sign-in; the browser leaves for Google and comes back to /auth/callback. */
export function GoogleButton({
  label,
  onBeforeRedirect,
}: {
  label?: string;
  onBeforeRedirect?: () => void;
}) {
  const t = useT();
  const mutation = useMutation({
    mutationFn: async () => {
      onBeforeRedirect?.();
      await authStore.signInWithGoogle(appUrl('/auth/callback'));
    },
  });
  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        className="w-full"
        isLoading={mutation.isPending || mutation.isSuccess}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending || mutation.isSuccess ? null : <GoogleMark />}
        {label ?? t('auth.google.continue')}
      </Button>
      {mutation.isError ? <Alert variant="error">{describeError(mutation.error)}</Alert> : null}
    </div>
  );
}

export function OrDivider() {
  const t = useT();
  return (
    <div className="relative my-6 text-center text-xs uppercase tracking-wide text-slate-500">
      <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-px bg-slate-200" />
      <span className="relative bg-white px-3">{t('auth.google.or')}</span>
    </div>
  );
}

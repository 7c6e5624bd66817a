import { LogOut } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Dialog, FormField, Input } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { revokeDevice } from '../api/kiosk-api';
import { verifyStaff } from '../api/staff-auth';
import { useKioskT } from '../hooks/use-kiosk-t';

/** Pressing Exit this long opens the staff dialog (a passing student will not trigger it). */
const HOLD_MS = 1_500;

/**
 * Leaving kiosk mode needs staff: hold Exit, then sign in as the owner or the person who started
 * the kiosk. The kiosk is switched off on the server (its token stops working) and forgotten here.
 */
export function KioskExit({
  deviceId,
  queued,
  onExited,
}: {
  deviceId: string;
  queued: number;
  onExited: () => void;
}) {
  const t = useKioskT();
  const [open, setOpen] = useState(false);
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const startHold = () => {
    setHolding(true);
    timer.current = setTimeout(() => {
      setHolding(false);
      setOpen(true);
    }, HOLD_MS);
  };
  const endHold = () => {
    setHolding(false);
    clearTimeout(timer.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const staff = await verifyStaff(email, password);
      try {
        await revokeDevice(deviceId, staff.accessToken);
      } finally {
        await staff.signOut();
      }
      onExited();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onPointerDown={startHold}
        onPointerUp={endHold}
        onPointerLeave={endHold}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') setOpen(true);
        }}
        className="relative inline-flex h-10 items-center gap-2 overflow-hidden rounded-lg px-3 text-sm font-medium text-slate-300 ring-1 ring-white/20 hover:bg-white/10"
        aria-label={t('kiosk.exit.button')}
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 bg-white/20 transition-[width] ease-linear"
          style={{
            width: holding ? '100%' : '0%',
            transitionDuration: holding ? `${HOLD_MS}ms` : '0ms',
          }}
        />
        <LogOut aria-hidden="true" className="relative h-4 w-4" />
        <span className="relative hidden sm:inline">{t('kiosk.exit.hold')}</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={t('kiosk.exit.title')}
        description={t('kiosk.exit.description')}
        size="sm"
      >
        <form className="space-y-4" onSubmit={onSubmit}>
          {queued > 0 ? (
            <Alert variant="warning" title={t('kiosk.exit.queued', { count: queued })}>
              {t('kiosk.exit.queuedBody')}
            </Alert>
          ) : null}
          <FormField label={t('kiosk.exit.email')}>
            <Input
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField label={t('kiosk.exit.password')}>
            <Input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              {t('kiosk.exit.stay')}
            </Button>
            <Button type="submit" variant="danger" isLoading={pending} disabled={queued > 0}>
              {t('kiosk.exit.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

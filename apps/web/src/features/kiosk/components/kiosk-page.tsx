import { MonitorOff, MonitorSmartphone } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses, Spinner } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useKioskSession, forgetKioskSession } from '../hooks/use-kiosk-session';
import { forgetKiosk, readKiosk } from '../utils/device-token';
import { KioskScreen } from './kiosk-screen';
import { useKioskT } from '../hooks/use-kiosk-t';

function KioskMessage({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof MonitorOff;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-white">
      <Icon aria-hidden="true" className="h-14 w-14 text-slate-400" />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </main>
  );
}

/**
 * /kiosk: this device's kiosk, from the token stored when staff started it. Without a token it
 * explains how to start one; with a revoked token it says so plainly.
 */
export function KioskPage() {
  const t = useKioskT();
  const navigate = useNavigate();
  const [stored, setStored] = useState(readKiosk);
  const [revoked, setRevoked] = useState(false);
  const session = useKioskSession(stored?.token ?? null);
  const onRevoked = useCallback(() => setRevoked(true), []);
  const leave = useCallback(() => {
    forgetKiosk();
    forgetKioskSession();
    setStored(null);
    void navigate('/dashboard');
  }, [navigate]);

  if (!stored) {
    return (
      <KioskMessage icon={MonitorSmartphone} title={t('kiosk.page.notKiosk')}>
        <p className="max-w-md text-slate-300">{t('kiosk.page.notKioskBody')}</p>
        <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
          {t('kiosk.page.goDashboard')}
        </Link>
      </KioskMessage>
    );
  }
  if (revoked || session.isRevoked) {
    return (
      <KioskMessage icon={MonitorOff} title={t('kiosk.page.revoked')}>
        <p className="max-w-md text-lg text-slate-300">{t('kiosk.page.revokedBody')}</p>
        <button
          type="button"
          className={buttonClasses('outline', 'lg')}
          onClick={() => {
            forgetKiosk();
            forgetKioskSession();
            setStored(null);
          }}
        >
          {t('kiosk.page.forget')}
        </button>
      </KioskMessage>
    );
  }
  if (session.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-950">
        <Spinner size="lg" className="text-slate-200" />
      </main>
    );
  }
  if (session.isError || !session.data) {
    return (
      <KioskMessage icon={MonitorOff} title={t('kiosk.page.cannotStart')}>
        <p className="max-w-md text-slate-300">{describeError(session.error)}</p>
        <button
          type="button"
          className={buttonClasses('primary', 'lg')}
          onClick={() => void session.refetch()}
        >
          {t('kiosk.page.tryAgain')}
        </button>
      </KioskMessage>
    );
  }
  return (
    <KioskScreen
      session={session.data}
      token={stored.token}
      onRevoked={onRevoked}
      onExited={leave}
    />
  );
}

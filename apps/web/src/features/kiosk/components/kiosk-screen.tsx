import { CreditCard, QrCode, ScanFace } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { CameraView, useCamera, useChallengePrompt } from '@/features/faces';
import { getKioskFaceChallenge, type KioskSession } from '../api/kiosk-api';
import { useBarcodeScanner } from '../hooks/use-barcode-scanner';
import { useKioskCheckIns } from '../hooks/use-kiosk-check-ins';
import { useKioskFace } from '../hooks/use-kiosk-face';
import { cacheForOffline, useOfflineShell } from '../hooks/use-offline-shell';
import { useWedgeReader } from '../hooks/use-wedge-reader';
import { prepareAudio, unlockAudio } from '../utils/sounds';
import { KioskExit } from './kiosk-exit';
import { KioskFeedback } from './kiosk-feedback';
import { KioskLogo } from './kiosk-logo';
import { KioskOverride } from './kiosk-override';
import { KioskPinPad } from './kiosk-pin-pad';
import { KioskRecent } from './kiosk-recent';
import {
  ConnectionBadge,
  FullscreenButton,
  KioskClock,
  KioskLanguage,
  OfflineShellBadge,
} from './kiosk-status';
import { useKioskT } from '../hooks/use-kiosk-t';

const MEMBER_QR = /^ias:member:/i;

/** What the camera sees, told to the person in front of it (the kiosk's own wording). */
const GUIDANCE = {
  no_face: 'kiosk.guidance.noFace',
  several_faces: 'kiosk.guidance.severalFaces',
  too_small: 'kiosk.guidance.tooSmall',
  too_close: 'kiosk.guidance.tooClose',
  low_quality: 'kiosk.guidance.lowQuality',
  liveness: 'kiosk.guidance.liveness',
  ok: 'kiosk.guidance.holdStill',
} as const;

/** What a scanned code is: the QR printed on ID cards, or a card number (barcode or reader). */
const scanFor = (code: string, t: ReturnType<typeof useKioskT>) =>
  MEMBER_QR.test(code)
    ? { method: 'qr' as const, code, label: t('kiosk.screen.scanQr') }
    : { method: 'card' as const, code, label: t('kiosk.screen.scanCard', { code }) };

/** The kiosk itself: camera (face and ID-card codes), card reader, answers, recent check-ins. */
export function KioskScreen({
  session,
  token,
  onRevoked,
  onExited,
}: {
  session: KioskSession;
  token: string;
  onRevoked: () => void;
  onExited: () => void;
}) {
  const methods = session.device.methods;
  const hasFace = methods.includes('face');
  const scansCodes = methods.includes('qr') || methods.includes('card');
  const checkIns = useKioskCheckIns({ token, deviceId: session.device.id, onRevoked });
  const { submit } = checkIns;
  const offlineShell = useOfflineShell();
  const t = useKioskT();
  const camera = useCamera();
  const cameraOn = camera.state.status === 'on';
  const getChallenge = useCallback(() => getKioskFaceChallenge(token), [token]);
  const face = useKioskFace({
    videoRef: camera.videoRef,
    active: cameraOn,
    enabled: hasFace,
    livenessRequired: session.organization.liveness_required,
    verification: session.organization.face_verification ?? false,
    getChallenge,
    submit,
  });
  const challengePrompt = useChallengePrompt();
  // The face worker loads its models itself; they join the offline cache once it is ready.
  const engineFiles = face.engine.status === 'ready' ? face.engine.info.files : undefined;
  useEffect(() => {
    if (engineFiles) cacheForOffline(engineFiles);
  }, [engineFiles]);
  const onCode = useCallback((code: string) => void submit(scanFor(code, t)), [submit, t]);
  useBarcodeScanner({ videoRef: camera.videoRef, active: scansCodes && cameraOn, onCode });
  useWedgeReader({ enabled: methods.includes('card') || methods.includes('qr'), onScan: onCode });

  const { start } = camera;
  useEffect(() => {
    if (hasFace || scansCodes) void start();
  }, [hasFace, scansCodes, start]);
  useEffect(() => {
    prepareAudio();
    window.addEventListener('pointerdown', unlockAudio);
    window.addEventListener('keydown', unlockAudio);
    return () => {
      window.removeEventListener('pointerdown', unlockAudio);
      window.removeEventListener('keydown', unlockAudio);
    };
  }, []);

  const prompt = hasFace
    ? face.engine.status === 'loading'
      ? t('kiosk.screen.faceLoading')
      : face.step && face.guidance === 'ok'
        ? challengePrompt(face.step)
        : t(GUIDANCE[face.guidance])
    : t('kiosk.screen.showQr');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 text-white landscape:md:h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <KioskLogo src={session.organization.logo_url} />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold sm:text-xl">{session.organization.name}</p>
            <p className="truncate text-sm text-slate-400">
              {session.device.name}
              {session.groups.length ? ` · ${session.groups.map((g) => g.name).join(', ')}` : ''}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <KioskClock timeZone={session.organization.timezone} />
          <ConnectionBadge
            online={checkIns.online}
            queued={checkIns.queued}
            isSyncing={checkIns.isSyncing}
          />
          <OfflineShellBadge state={offlineShell} />
          <KioskLanguage />
          <FullscreenButton />
          <KioskExit deviceId={session.device.id} queued={checkIns.queued} onExited={onExited} />
        </div>
      </header>
      <main className="grid min-h-0 flex-1 content-start gap-4 p-4 sm:gap-6 sm:p-6 landscape:md:grid-cols-[minmax(0,1fr)_18rem] landscape:md:grid-rows-[minmax(0,1fr)] landscape:md:content-stretch lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={t('kiosk.screen.checkIn')} className="flex min-h-0 flex-col gap-4">
          <div className="relative mx-auto w-full max-w-3xl overflow-hidden rounded-3xl landscape:md:max-w-[calc((100dvh-13rem)*4/3)]">
            <CameraView
              videoRef={camera.videoRef}
              box={hasFace ? face.frame?.face?.box : null}
              isGood={face.guidance === 'ok'}
              label={t('kiosk.screen.camera')}
              className="rounded-3xl"
              caption={
                cameraOn ? (
                  <span className="text-xl sm:text-2xl" data-testid="kiosk-prompt">
                    {prompt}
                  </span>
                ) : null
              }
              overlay={
                camera.state.status === 'error' ? (
                  !hasFace && methods.includes('card') ? (
                    <p className="flex flex-col items-center gap-4 text-2xl font-semibold sm:text-3xl">
                      <CreditCard aria-hidden="true" className="h-16 w-16 text-brand-300" />
                      {t('kiosk.screen.tapOrScan')}
                    </p>
                  ) : (
                    <p className="max-w-sm text-lg">
                      {camera.state.message}
                      {methods.includes('card') ? ` ${t('kiosk.screen.readersWork')}` : ''}
                    </p>
                  )
                ) : camera.state.status === 'starting' ? (
                  <p className="text-lg">{t('kiosk.screen.starting')}</p>
                ) : !hasFace && !scansCodes ? (
                  <p className="text-lg">{t('kiosk.screen.tapReader')}</p>
                ) : null
              }
            />
            <KioskFeedback feedback={checkIns.feedback} onDone={checkIns.clearFeedback} />
          </div>
          <ul
            className="flex flex-wrap justify-center gap-2 text-sm text-slate-300"
            aria-label={t('kiosk.screen.ways')}
          >
            {hasFace ? (
              <li className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5">
                <ScanFace aria-hidden="true" className="h-4 w-4" /> {t('kiosk.screen.lookCamera')}
              </li>
            ) : null}
            {methods.includes('qr') ? (
              <li className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5">
                <QrCode aria-hidden="true" className="h-4 w-4" /> {t('kiosk.screen.showQr')}
              </li>
            ) : null}
            {methods.includes('card') ? (
              <li className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5">
                <CreditCard aria-hidden="true" className="h-4 w-4" /> {t('kiosk.screen.tapOrScan')}
              </li>
            ) : null}
          </ul>
          <div className="flex flex-wrap items-center justify-center gap-3">
            {session.organization.pin_check_in ? (
              <KioskPinPad token={token} online={checkIns.online} />
            ) : null}
            {checkIns.online ? <KioskOverride token={token} /> : null}
          </div>
          {face.engine.status === 'error' ? (
            <p role="alert" className="text-center text-sm text-red-300">
              {face.engine.message}
            </p>
          ) : null}
        </section>
        <aside className="min-h-0 overflow-y-auto rounded-3xl bg-white/5 p-4 sm:p-5 landscape:md:max-h-full">
          <KioskRecent
            recent={checkIns.recent}
            refused={checkIns.refused}
            timeZone={session.organization.timezone}
          />
        </aside>
      </main>
    </div>
  );
}

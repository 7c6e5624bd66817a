import { CheckCircle2, CloudOff, RotateCcw, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import type { Feedback } from '../hooks/use-kiosk-check-ins';

const STYLES = {
  success: { box: 'bg-emerald-600', Icon: CheckCircle2 },
  repeat: { box: 'bg-sky-600', Icon: RotateCcw },
  queued: { box: 'bg-amber-500', Icon: CloudOff },
  failure: { box: 'bg-red-600', Icon: XCircle },
} as const;

/** How long an answer stays on screen before the kiosk is ready for the next person. */
const SHOW_MS = 4_000;

/** The big, unmistakable answer to a scan: green welcome, blue already-recorded, red refusal. */
export function KioskFeedback({
  feedback,
  onDone,
}: {
  feedback: Feedback | null;
  onDone: () => void;
}) {
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(onDone, SHOW_MS);
    return () => clearTimeout(timer);
  }, [feedback, onDone]);

  return (
    <div role="status" aria-live="assertive" data-testid="kiosk-feedback" className="contents">
      {feedback ? (
        <div
          key={feedback.id}
          data-kind={feedback.kind}
          lang={feedback.lang}
          className={cn(
            'absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 p-6 text-center text-white',
            STYLES[feedback.kind].box,
          )}
        >
          {(() => {
            const { Icon } = STYLES[feedback.kind];
            return <Icon aria-hidden="true" className="h-20 w-20 sm:h-28 sm:w-28" />;
          })()}
          <p className="text-3xl font-bold leading-tight sm:text-5xl">{feedback.title}</p>
          {feedback.detail ? (
            <p className="max-w-xl text-lg font-medium text-white/90 sm:text-2xl">
              {feedback.detail}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

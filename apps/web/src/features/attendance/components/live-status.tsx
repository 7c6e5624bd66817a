import { cn } from '@/lib/cn';
import type { LiveConnection } from '../hooks/use-live-board';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** Whether the board is receiving live updates, in words and colour. */
export function LiveStatus({ connection }: { connection: LiveConnection }) {
  const t = useAttendanceT();
  const { status, retryInMs, message } = connection;
  const text =
    status === 'live'
      ? t('attendance.live.live')
      : status === 'connecting'
        ? t('attendance.live.connecting')
        : status === 'reconnecting'
          ? retryInMs
            ? t('attendance.live.reconnectingIn', { seconds: Math.ceil(retryInMs / 1000) })
            : t('attendance.live.reconnecting')
          : status === 'denied'
            ? (message ?? t('attendance.board.deniedDetail'))
            : t('attendance.live.closed');
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="live-status"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
        status === 'live' && 'bg-emerald-50 text-emerald-800 ring-emerald-200',
        (status === 'connecting' || status === 'reconnecting') &&
          'bg-amber-50 text-amber-900 ring-amber-200',
        (status === 'denied' || status === 'closed') && 'bg-red-50 text-red-800 ring-red-200',
      )}
    >
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        {/* Three pings as the board goes live, then a steady dot: a board is left open all day,
            and nothing on it moves for more than five seconds on its own (WCAG 2.2.2), keeps a
            phone's processor awake, or is shown to people who asked for less motion. */}
        {status === 'live' ? (
          <span className="absolute inline-flex h-full w-full rounded-full bg-emerald-400 opacity-75 motion-safe:animate-ping motion-safe:[animation-iteration-count:3]" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex h-2.5 w-2.5 rounded-full',
            status === 'live'
              ? 'bg-emerald-500'
              : status === 'denied' || status === 'closed'
                ? 'bg-red-500'
                : 'bg-amber-500',
          )}
        />
      </span>
      {text}
    </p>
  );
}

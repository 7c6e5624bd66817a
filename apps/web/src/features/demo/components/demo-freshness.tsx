import { Clock } from 'lucide-react';
import type { DemoInfo } from '../api/demo-api';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

function ago(iso: string, now = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** Which organisations the demo has and how fresh its data is. */
export function DemoFreshness({ info, isError }: { info: DemoInfo | undefined; isError: boolean }) {
  if (isError) {
    return (
      <p className="text-sm text-slate-600">
        The demo’s details could not be loaded; you can still pick a role below.
      </p>
    );
  }
  if (!info) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="demo-freshness">
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <span>
        {info.organizations.map((o) => o.name).join(' and ') || 'The sample organisations'}.{' '}
        {!info.isAvailable
          ? 'The demo is being prepared right now; it is ready in about a minute.'
          : info.resetAt
            ? `Data reset ${ago(info.resetAt)}${info.nextResetAt ? `; next reset ${ago(info.nextResetAt)}` : ''}.`
            : ''}
      </span>
    </p>
  );
}

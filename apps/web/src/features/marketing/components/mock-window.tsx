import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type MockWindowProps = {
  /** The address shown in the frame, e.g. '/dashboard/teacher'. */
  path: string;
  /** What the drawing shows, for screen readers. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A drawn "screenshot": a browser-like frame around a simplified panel of the real screen.
 * The content is illustrative, so it is a figure with a caption rather than live controls.
 */
export function MockWindow({ path, label, className, children }: MockWindowProps) {
  return (
    <figure
      className={cn(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-slate-900/5',
        className,
      )}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-3 py-2">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        </span>
        {/* Monospace for the address, with Devanagari for a Hindi place name (no monospace font has it). */}
        <span className="ml-2 truncate rounded-md bg-white px-2 py-0.5 font-[ui-monospace,SFMono-Regular,Menlo,Consolas,'Noto_Sans_Devanagari',monospace] text-xs text-slate-600">
          {path}
        </span>
      </div>
      <div aria-hidden="true" className="p-4 text-sm text-slate-800 sm:p-5">
        {children}
      </div>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}

/** A row in a drawn list: a name, a detail and a coloured status pill. */
export function MockRow({
  name,
  detail,
  status,
  tone = 'green',
}: {
  name: string;
  detail?: string;
  status: string;
  tone?: 'green' | 'amber' | 'red' | 'slate' | 'blue';
}) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
    blue: 'bg-brand-50 text-brand-800 ring-brand-200',
  } as const;
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{name}</p>
        {detail ? <p className="truncate text-xs text-slate-600">{detail}</p> : null}
      </div>
      <span
        className={cn(
          'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
          tones[tone],
        )}
      >
        {status}
      </span>
    </div>
  );
}

/** A figure tile in a drawn dashboard. */
export function MockStat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-bold text-slate-900">{value}</p>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

/** 10:42:05 am IST: the product is used in India, so times are shown in Indian time. */
export function formatClock(iso: string): string {
  const time = new Date(iso).toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return `${time} IST`;
}

/** 22 Nov 2026 in Indian time. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

export const DATABASE_KIND_LABEL = {
  pglite: { name: 'PGlite', note: 'PostgreSQL embedded in the server' },
  postgres: { name: 'PostgreSQL', note: 'a separate database server' },
} as const;

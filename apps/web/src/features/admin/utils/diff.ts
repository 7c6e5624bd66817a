export type FieldChange = { field: string; before: unknown; after: unknown };

/** Columns that change on every write and say nothing about what changed. */
const NOISE = new Set(['updated_at']);

/**
 * What an audited change did, field by field: for an update only the fields that differ, for an
 * insert every field set, for a delete every field removed.
 */
export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (NOISE.has(field)) continue;
    const b = before?.[field];
    const a = after?.[field];
    if (before && after && JSON.stringify(a) === JSON.stringify(b)) continue;
    if (!before && (a === null || a === undefined)) continue;
    if (!after && (b === null || b === undefined)) continue;
    changes.push({ field, before: before ? b : undefined, after: after ? a : undefined });
  }
  return changes;
}

/** A value as short text: strings as they are, null as '—', the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

import { parseError, restError } from './rest-errors.js';

export type Preferences = {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  params?: 'single-object';
  /** The preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
};

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
};

/** `Prefer: return=representation, count=exact` (one or several headers). */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const items = (Array.isArray(header) ? header : [header ?? ''])
    .flatMap((h) => h.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  for (const item of items) {
    const [key = '', value = ''] = item.split('=').map((part) => part.trim());
    if (key === 'max-affected' && /^\d{1,15}$/.test(value)) prefs.maxAffected = Number(value);
    else if (key in ACCEPTED && ACCEPTED[key]!.includes(value)) {
      (prefs as Record<string, unknown>)[key] = value;
    } else if (key !== 'timezone') invalid.push(item);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

export type MediaChoice = { kind: 'array' | 'object' | 'csv'; stripNulls: boolean };

/** Content negotiation for `Accept`, including `.single()`'s vnd.pgrst.object+json and `.csv()`. */
export function negotiate(accept: string | undefined): MediaChoice {
  if (!accept || !accept.trim()) return { kind: 'array', stripNulls: false };
  const offers = accept
    .split(',')
    .map((entry, index) => {
      const [type = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
      const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return {
        type,
        index,
        q: Number.isFinite(q) ? q : 0,
        stripNulls: params.includes('nulls=stripped'),
      };
    })
    .filter((offer) => offer.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const offer of offers) {
    switch (offer.type) {
      case 'application/json':
      case 'application/*':
      case '*/*':
        return { kind: 'array', stripNulls: false };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'array', stripNulls: offer.stripNulls };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls: offer.stripNulls };
      case 'text/csv':
      case 'text/*':
        return { kind: 'csv', stripNulls: false };
    }
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept.slice(0, 200)}`,
  );
}

/** Rows `from`..`to` (inclusive, `to` open when absent) from the `Range` header. */
export type RangeHeader = { from: number; to?: number };

export function parseRangeHeader(header: string | undefined): RangeHeader | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!match)
    throw parseError('Range header', header.slice(0, 100), 0, 'expecting <from>-<to>, e.g. 0-9');
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : undefined;
  if (to !== undefined && to < from) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { from, to };
}

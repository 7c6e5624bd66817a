/**
 * A join code or mailed invitation token carried in a link (/register?invite=…, ?join=…) has to
 * survive sign-up, the confirmation e-mail and the first sign-in, which may happen in another
 * tab. It waits in localStorage until the person joins (or 7 days, the life of an invitation).
 */
export type RememberedJoin = { kind: 'invite'; token: string } | { kind: 'code'; code: string };

const KEY = 'ias-pending-join';
const LIFETIME_MS = 7 * 24 * 3600_000;
const CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

type Stored = RememberedJoin & { savedAt: number };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Normalises what people type or paste as a join code (spaces, dashes, lower case). */
export function normalizeJoinCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidJoinCode(value: string): boolean {
  return CODE_PATTERN.test(normalizeJoinCode(value));
}

/** The link that lets a person sign up (or sign in) and join with the code already filled in. */
export function joinLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?join=${encodeURIComponent(code)}`;
}

/**
 * Reads `?invite=<token>` or `?join=<code>` from a URL's query and remembers it. Returns what was
 * remembered (or null when the URL carries neither, or only a malformed value).
 */
export function rememberInviteFromUrl(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): RememberedJoin | null {
  const params = new URLSearchParams(search);
  const token = params.get('invite')?.trim();
  const code = params.get('join') ? normalizeJoinCode(params.get('join')!) : undefined;
  let found: RememberedJoin | null = null;
  if (token && TOKEN_PATTERN.test(token)) found = { kind: 'invite', token };
  else if (code && CODE_PATTERN.test(code)) found = { kind: 'code', code };
  if (found) storage()?.setItem(KEY, JSON.stringify({ ...found, savedAt: Date.now() }));
  return found;
}

/** The remembered invitation or code, unless it is older than an invitation lives. */
export function getRememberedJoin(now = Date.now()): RememberedJoin | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > LIFETIME_MS) {
      forgetRememberedJoin();
      return null;
    }
    if (stored.kind === 'invite' && typeof stored.token === 'string')
      return { kind: 'invite', token: stored.token };
    if (stored.kind === 'code' && typeof stored.code === 'string')
      return { kind: 'code', code: stored.code };
    return null;
  } catch {
    return null;
  }
}

export function forgetRememberedJoin(): void {
  storage()?.removeItem(KEY);
}

const NAMES_KEY = 'ias-joined-org-names';

/**
 * A pending member cannot read the organisation (row-level security), so the name the join
 * answer gave is kept here to say "Waiting for approval from <name>".
 */
export const joinedOrgNames = {
  get(memberId: string): string | null {
    try {
      const names = JSON.parse(storage()?.getItem(NAMES_KEY) ?? '{}') as Record<string, string>;
      return names[memberId] ?? null;
    } catch {
      return null;
    }
  },
  set(memberId: string, orgName: string): void {
    try {
      const names = JSON.parse(storage()?.getItem(NAMES_KEY) ?? '{}') as Record<string, string>;
      names[memberId] = orgName;
      storage()?.setItem(NAMES_KEY, JSON.stringify(names));
    } catch {
      // Storage unavailable: the card falls back to "your organisation".
    }
  },
};

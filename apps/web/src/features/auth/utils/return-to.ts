const RETURN_TO_KEY = 'ias-return-to';
const DEFAULT_PATH = '/dashboard';

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/** Only same-app paths; never another origin (`//evil`) or the auth screens themselves. */
export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !/^\/(login|register|auth\/callback)(\/|\?|$)/.test(path)
  );
}

/** Where to go after sign-in: the origin a guard carried to /login, else /dashboard. */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: LocationLike } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return DEFAULT_PATH;
  const path = `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${typeof from.hash === 'string' ? from.hash : ''}`;
  return isSafeReturnPath(path) ? path : DEFAULT_PATH;
}

/** Keeps the return path across a full-page redirect (Google sign-in). */
export function rememberReturnTo(path: string): void {
  try {
    if (isSafeReturnPath(path)) sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Without storage the user lands on /dashboard, which is fine.
  }
}

export function takeReturnTo(): string {
  try {
    const path = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return isSafeReturnPath(path) ? path : DEFAULT_PATH;
  } catch {
    return DEFAULT_PATH;
  }
}

/** Absolute URL on this origin, for redirect targets the auth server sends people back to. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

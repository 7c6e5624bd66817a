const KEY = 'ias.device-id';

/**
 * This browser's own id for itself, made once and kept in localStorage, sent with self check-ins
 * so reviewers can tell a person's usual phone from a new one. Clearing site data makes a new one
 * (and the next check-in shows as from a new device). Null where storage is unavailable.
 */
export function browserDeviceId(): string | null {
  try {
    let id = localStorage.getItem(KEY);
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

import type { RegistrationDetails } from '@ias/shared';

/**
 * The sign-up wizard's state between /register, /register/details and /register/finish.
 * The password stays in memory only; the rest survives a reload of the tab (sessionStorage).
 */
export type RegistrationDraft = {
  method: 'email' | 'google';
  email?: string;
  details?: RegistrationDetails;
};

const DRAFT_KEY = 'ias-registration';
const PENDING_GOOGLE_KEY = 'ias-pending-google-signup';
let password: string | null = null;

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the wizard still works within this page.
  }
}

export const registrationDraft = {
  get: (): RegistrationDraft | null => read<RegistrationDraft>(sessionStorage, DRAFT_KEY),
  getPassword: (): string | null => password,
  startWithEmail(email: string, newPassword: string): void {
    password = newPassword;
    write(sessionStorage, DRAFT_KEY, { ...registrationDraft.get(), method: 'email', email });
  },
  startWithGoogle(): void {
    password = null;
    write(sessionStorage, DRAFT_KEY, {
      ...registrationDraft.get(),
      method: 'google',
      email: undefined,
    });
  },
  saveDetails(details: RegistrationDetails): void {
    const draft = registrationDraft.get();
    if (draft) write(sessionStorage, DRAFT_KEY, { ...draft, details });
  },
  /** Ready for the finish step: details chosen and, for e-mail, the password still in memory. */
  isComplete(
    draft: RegistrationDraft | null,
  ): draft is RegistrationDraft & { details: RegistrationDetails } {
    if (!draft?.details) return false;
    return draft.method === 'google' || Boolean(draft.email && password);
  },
  clear(): void {
    password = null;
    write(sessionStorage, DRAFT_KEY, null);
  },
  /** Google sign-up leaves the page: the details wait in localStorage for /auth/callback. */
  holdForGoogle(details: RegistrationDetails): void {
    write(localStorage, PENDING_GOOGLE_KEY, details);
  },
  takeGoogleDetails(): RegistrationDetails | null {
    const details = read<RegistrationDetails>(localStorage, PENDING_GOOGLE_KEY);
    write(localStorage, PENDING_GOOGLE_KEY, null);
    return details;
  },
};

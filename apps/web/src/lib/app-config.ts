/** What the server tells the browser at start-up (GET /api/config). */
export type AppConfig = {
  supabaseUrl: string;
  anonKey: string;
  debugTools: boolean;
  googleEnabled: boolean;
  emailConfirmation: boolean;
};

/** Checks the answer by hand: this runs on every first page, which should not ship a schema library. */
export function parseAppConfig(value: unknown, origin: string): AppConfig {
  const raw = (value ?? {}) as Record<string, unknown>;
  if (typeof raw.supabaseUrl !== 'string' || typeof raw.anonKey !== 'string' || !raw.anonKey) {
    throw new Error('The server sent an incomplete configuration.');
  }
  return {
    // A relative URL (same origin) becomes absolute, as supabase-js requires.
    supabaseUrl: new URL(raw.supabaseUrl || '/', origin).origin,
    anonKey: raw.anonKey,
    debugTools: raw.debugTools === true,
    googleEnabled: raw.googleEnabled === true,
    emailConfirmation: raw.emailConfirmation === true,
  };
}

let pending: Promise<AppConfig> | null = null;

/** Fetches /api/config once per page load; a failed fetch is retried on the next call. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) {
        // The status travels with the error, so a 503 reads as "out of reach", not as a sign-in failure.
        throw Object.assign(new Error(`The server did not answer (HTTP ${response.status}).`), {
          status: response.status,
        });
      }
      return parseAppConfig(await response.json(), window.location.origin);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

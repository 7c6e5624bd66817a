import { z } from 'zod';

export const appConfigSchema = z.object({
  supabaseUrl: z.string().min(1),
  anonKey: z.string().min(1),
  debugTools: z.boolean().default(false),
  googleEnabled: z.boolean().default(false),
  emailConfirmation: z.boolean().default(false),
});

/** What the server tells the browser at start-up (GET /api/config). */
export type AppConfig = z.infer<typeof appConfigSchema>;

let pending: Promise<AppConfig> | null = null;

/** Fetches /api/config once per page load; a failed fetch is retried on the next call. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The server did not answer (HTTP ${response.status}).`);
      const config = appConfigSchema.parse(await response.json());
      // A relative URL (same origin) becomes absolute, as supabase-js requires.
      return { ...config, supabaseUrl: new URL(config.supabaseUrl, window.location.origin).origin };
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Test hook: forget the cached configuration. */
export function resetAppConfigForTests(): void {
  pending = null;
}

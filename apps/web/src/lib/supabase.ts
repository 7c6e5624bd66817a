import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '@/config/constants';
import { loadAppConfig } from './app-config';
import { pageLanguage } from './page-language';

let client: Promise<SupabaseClient> | null = null;
let isLoaded = false;

/**
 * The one supabase-js client (SPEC.md §7: apikey + bearer on every call; PKCE; a product-specific
 * storage key). URL and anon key come from /api/config, and the library itself is downloaded on
 * first use, so visitors without a session never load it. Codes in URLs (?code=) are exchanged
 * explicitly by /auth/callback and /reset-password.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([loadAppConfig(), import('@supabase/supabase-js')])
    .then(([config, { createClient }]) => {
      isLoaded = true;
      return createClient(config.supabaseUrl, config.anonKey, {
        auth: {
          flowType: 'pkce',
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        },
        db: { schema: 'public' },
        global: {
          headers: { 'X-Supabase-Api-Version': '2024-01-01' },
          // Server messages a person reads come back in the language the page is shown in.
          fetch: (input, init) => {
            const headers = new Headers(init?.headers);
            if (!headers.has('accept-language')) headers.set('accept-language', pageLanguage());
            return fetch(input, { ...init, headers });
          },
        },
      });
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Whether this browser holds a session (or the client is already running). */
export function hasStoredSession(): boolean {
  if (isLoaded) return true;
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

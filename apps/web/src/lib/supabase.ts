import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '@/config/constants';
import { loadAppConfig } from './app-config';

let client: Promise<SupabaseClient> | null = null;

/**
 * The one supabase-js client (SPEC.md §7: apikey + bearer on every call; PKCE; a product-specific
 * storage key). URL and anon key come from /api/config, so the client is created asynchronously.
 * Codes in URLs (?code=) are exchanged explicitly by /auth/callback and /reset-password.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= loadAppConfig()
    .then((config) =>
      createClient(config.supabaseUrl, config.anonKey, {
        auth: {
          flowType: 'pkce',
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        },
        db: { schema: 'public' },
        global: { headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      }),
    )
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

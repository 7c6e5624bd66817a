import { AUTH_STORAGE_KEY } from '@/config/constants';
import { getSupabase, hasStoredSession } from '@/lib/supabase';
import { createAuthStore } from './create-auth-store';

/** The page's one auth store, bound to the real supabase-js client. */
export const authStore = createAuthStore({
  getClient: getSupabase,
  hasStoredSession,
  clearStoredSession: () => {
    try {
      window.localStorage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  },
});

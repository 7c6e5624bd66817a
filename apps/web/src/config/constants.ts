/**
 * SPEC.md §9 constants used by the web app. The values live once in @ias/shared; this module
 * names the ones the browser needs and adds the few that are the web app's own.
 */
export {
  API_TIMEOUT_MS,
  AUTH_INIT_TIMEOUT_MS,
  BUNDLE_SIZE_LIMIT_KB,
  CHUNK_LOAD_TIMEOUT_MS,
  HEADER_SCROLL_THRESHOLD_PX,
  MIN_PASSWORD_LENGTH,
  SPLASH_END_MS,
  SPLASH_FADE_MS,
  SPLASH_PROGRESS_INTERVAL_MS,
  SPLASH_PROGRESS_STEP_PERCENT,
} from '@ias/shared';

/** The product-specific key under which supabase-js keeps the session (SPEC.md §9). */
export const AUTH_STORAGE_KEY = 'ias-auth';

/** sessionStorage flag: the splash has run in this tab. */
export const SPLASH_SEEN_KEY = 'ias-splash-seen';

/** How often the footer re-checks /api/health. */
export const HEALTH_REFRESH_MS = 60_000;

export const PRODUCT_NAME = 'Intelligent Attendance System';

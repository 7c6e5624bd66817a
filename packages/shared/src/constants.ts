/** Business constants from the product specification (SPEC.md §9), named once for web and server. */
export const SPLASH_FADE_MS = 3000;
export const SPLASH_END_MS = 3500;
export const SPLASH_PROGRESS_STEP_PERCENT = 2;
export const SPLASH_PROGRESS_INTERVAL_MS = 50;
export const AUTH_INIT_TIMEOUT_MS = 10_000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const API_TIMEOUT_MS = 15_000;
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_REQUIRES_SPECIAL_CHARACTER = true;
export const MIN_FACE_QUALITY = 0.8;
export const FACE_DETECTION_INTERVAL_MS = 500;
export const FACE_MATCH_THRESHOLD = 0.8;
export const BUNDLE_SIZE_LIMIT_KB = 500;
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

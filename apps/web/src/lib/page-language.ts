/**
 * The language the page is shown in (the i18n feature keeps `<html lang>` on the chosen one), so
 * the server answers in it rather than in the browser's own preference.
 */
export function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageId, MessageValues } from '../i18n';
import { currentLocale } from '../i18n';

/**
 * The translate function of the current language, typed by the catalogue's ids; components using
 * it render again when the language changes.
 */
export function useT() {
  const { _ } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, values), [_]);
}

/** The current language for the shared formatters (formatDate, formatNumber …). */
export function useLocale() {
  useLingui();
  return currentLocale();
}

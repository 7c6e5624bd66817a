import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { FeatureCatalogue, MessageId, MessageValues } from '../i18n';
import { currentLocale } from '../i18n';

/**
 * The translate function of the current language, typed by the catalogue's ids; components using
 * it render again when the language changes.
 */
export function useT() {
  const { _ } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, values), [_]);
}

/** The translate function of a feature's own catalogue (see defineCatalogue), typed by its ids. */
export function useCatalogueT<Id extends string>(_catalogue: FeatureCatalogue<Id>) {
  const { _ } = useLingui();
  return useCallback((id: Id, values?: MessageValues) => _(id, values), [_]);
}

/** The current language for the shared formatters (formatDate, formatNumber …). */
export function useLocale() {
  useLingui();
  return currentLocale();
}

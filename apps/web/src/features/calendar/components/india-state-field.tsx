import { INDIA_STATE_CODES } from '@ias/shared';
import { forwardRef, useMemo } from 'react';
import { FormField, Select, type SelectProps } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { STATE_NAME_IDS } from '../utils/india-states';

/** India's 36 states and union territories, named in the reader's language, in its order. */
export function useIndiaStateOptions() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  return useMemo(
    () =>
      INDIA_STATE_CODES.map((code) => ({ value: code, label: t(STATE_NAME_IDS[code]) })).sort(
        (a, b) => a.label.localeCompare(b.label, locale),
      ),
    [t, locale],
  );
}

/**
 * The organisation's state or union territory, when it is created and in its settings: its public
 * holidays are then suggested with the national ones. Not choosing one is allowed.
 */
export const IndiaStateField = forwardRef<HTMLSelectElement, SelectProps & { error?: string }>(
  function IndiaStateField({ error, ...props }, ref) {
    const t = useCatalogueT(catalogue);
    const options = useIndiaStateOptions();
    return (
      <FormField
        label={t('calendar.stateField.label')}
        hint={t('calendar.stateField.hint')}
        error={error}
      >
        <Select
          ref={ref}
          {...props}
          options={[{ value: '', label: t('calendar.stateField.none') }, ...options]}
        />
      </FormField>
    );
  },
);

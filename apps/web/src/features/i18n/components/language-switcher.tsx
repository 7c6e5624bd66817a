import { LOCALE_NAMES, LOCALES } from '@ias/shared';
import { useLingui } from '@lingui/react';
import { cn } from '@/lib/cn';
import { useChooseLanguage } from '../hooks/use-choose-language';
import { useT } from '../hooks/use-t';

/**
 * The language menu for the header (public and signed-in pages). Each language is named in
 * itself and marked with its `lang`. A signed-in person's choice is also saved in their profile.
 */
export function LanguageSwitcher({
  className,
  showPseudo = false,
}: {
  className?: string;
  /** Offers the pseudo-locale (development and tests). */
  showPseudo?: boolean;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const onChange = useChooseLanguage();
  return (
    <select
      aria-label={t('i18n.language')}
      value={i18n.locale}
      onChange={(event) => void onChange(event.target.value)}
      className={cn(
        'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700',
        className,
      )}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
      {showPseudo ? <option value="pseudo">{t('i18n.pseudo')}</option> : null}
    </select>
  );
}

import { isLocale, LOCALE_NAMES } from '@ias/shared';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LanguageSwitcher, useLocale, useT } from '@/features/i18n';

/**
 * The language preference on /profile: the site's language and that of the person's e-mails
 * (the switcher saves it in the profile when signed in).
 */
export function LanguageCard() {
  const t = useT();
  const locale = useLocale();
  const [hasChanged, setHasChanged] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.language.title')}</CardTitle>
        <CardDescription>{t('profile.language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3" onChange={() => setHasChanged(true)}>
        <LanguageSwitcher />
        {hasChanged && isLocale(locale) ? (
          <p role="status" className="text-sm text-slate-600">
            {t('profile.language.saved', { language: LOCALE_NAMES[locale] })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

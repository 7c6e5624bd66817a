import { isLocale } from '@ias/shared';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, useEffect } from 'react';
import { authStore } from '@/features/auth/stores/auth';
import { activateLocale, chooseLocale, i18n, initialLocale } from '../i18n';

/**
 * Makes the catalogues available to every component. The language starts as remembered in this
 * browser (or as the browser prefers on a first visit); when a signed-in person's profile loads,
 * the language stored in it wins, so their choice follows them to other devices.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void activateLocale(initialLocale());
    let appliedFor: string | undefined;
    const applyProfileLocale = () => {
      const { profile } = authStore.getState();
      if (!profile || profile.id === appliedFor) return;
      appliedFor = profile.id;
      // The pseudo-locale (a developer's and the journeys' switch, never a profile's language)
      // stays on when chosen in this browser.
      if (initialLocale() === 'pseudo') return;
      if (isLocale(profile.locale) && profile.locale !== i18n.locale) {
        void chooseLocale(profile.locale);
      }
    };
    applyProfileLocale();
    return authStore.subscribe(applyProfileLocale);
  }, []);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

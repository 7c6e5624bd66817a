import { isLocale } from '@ias/shared';
import { useCallback } from 'react';
import { authStore } from '@/features/auth/stores/auth';
import { saveProfileLocale } from '../api/profile-locale';
import { chooseLocale, isUiLocale } from '../i18n';

/**
 * Switches the language: remembered in this browser and, for a signed-in person, saved in their
 * profile so their other devices, e-mails and notifications follow.
 */
export function useChooseLanguage() {
  return useCallback(async (value: string) => {
    if (!isUiLocale(value)) return;
    await chooseLocale(value);
    const { user } = authStore.getState();
    if (user && isLocale(value)) {
      saveProfileLocale(user.id, value).catch(() => {
        // The choice still holds in this browser; the profile keeps its language until next time.
      });
    }
  }, []);
}

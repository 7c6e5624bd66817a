import { Toaster as Sonner } from 'sonner';
import { useT } from '@/features/i18n';

/**
 * Where the product's toasts (see toast.ts) appear: once, in the signed-in shell. A polite live
 * region (screen readers hear each message without losing their place); Alt+T reaches it.
 */
export function Toaster() {
  const t = useT();
  return (
    <Sonner
      position="bottom-right"
      // Both languages (English, Hindi) read left to right. Left out, sonner asks the browser for
      // the page's computed direction on every render, a forced style recalculation.
      dir="ltr"
      richColors
      closeButton
      containerAriaLabel={t('ui.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('ui.close') }}
    />
  );
}

import { useT } from '@/features/i18n';

/** The first stop of the tab order: straight to the page's main area. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('layout.skip')}
    </a>
  );
}

import { useT } from '@/features/i18n';
import { cn } from '@/lib/cn';

/** The product mark: a face-scan frame with a tick. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path
        d="M9 12V10a1 1 0 0 1 1-1h2M20 9h2a1 1 0 0 1 1 1v2M23 20v2a1 1 0 0 1-1 1h-2M12 23h-2a1 1 0 0 1-1-1v-2"
        fill="none"
        stroke="white"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="m12 16.5 2.8 2.8L20.5 13"
        fill="none"
        stroke="#a5f3c4"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark and name; the name shortens on very narrow screens. */
export function Logo({ className }: { className?: string }) {
  const t = useT();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="whitespace-nowrap text-[15px] font-bold tracking-tight text-slate-900 sm:text-base">
        <span className="hidden sm:inline">{t('layout.brand')}</span>
        <span className="sm:hidden">{t('layout.brandShort')}</span>
      </span>
    </span>
  );
}

import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';
import { useT } from '@/features/i18n';

const POINTS = [
  'auth.layout.point.methods',
  'auth.layout.point.requests',
  'auth.layout.point.india',
] as const;

/** The frame of the sign-in and sign-up screens: a brand panel beside the form card. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  aside,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Replaces the default brand points on wide screens. */
  aside?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_minmax(0,480px)] lg:gap-12 lg:px-8">
      <aside className="hidden flex-col justify-center rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 p-10 text-white lg:flex">
        {aside ?? (
          <>
            <LogoMark className="h-12 w-12" />
            <p className="mt-6 text-3xl font-bold leading-tight">{t('auth.layout.tagline')}</p>
            <ul className="mt-8 space-y-4">
              {POINTS.map((point) => (
                <li key={point} className="flex gap-3 text-brand-50">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300"
                  />
                  <span>{t(point)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">{footer}</div>
        ) : null}
      </section>
    </div>
  );
}

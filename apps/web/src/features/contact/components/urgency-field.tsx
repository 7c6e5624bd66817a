import { SUPPORT_URGENCIES } from '@ias/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { catalogue } from '../catalogue';
import { URGENCY } from '../utils/labels';

/** The support form's urgency as radio cards: each level says what it means. */
export function UrgencyField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'urgency'>;
  error: string | undefined;
}) {
  const t = useCatalogueT(catalogue);
  const errorId = error ? 'urgency-error' : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {t('contact.urgency.legend')}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {SUPPORT_URGENCIES.map((level) => {
          return (
            <label
              key={level}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              )}
            >
              <input
                type="radio"
                value={level}
                {...registration}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="block font-medium text-slate-900">{t(URGENCY[level].title)}</span>
                <span className="block text-slate-700">{t(URGENCY[level].detail)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

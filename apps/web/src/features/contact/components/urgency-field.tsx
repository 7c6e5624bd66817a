import { SUPPORT_URGENCIES, SUPPORT_URGENCY_LABELS } from '@ias/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

/** The support form's urgency as radio cards: each level says what it means. */
export function UrgencyField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'urgency'>;
  error: string | undefined;
}) {
  const errorId = error ? 'urgency-error' : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        How urgent is it?
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {SUPPORT_URGENCIES.map((level) => {
          const [title, rest = ''] = SUPPORT_URGENCY_LABELS[level].split(': ');
          const detail = rest.charAt(0).toUpperCase() + rest.slice(1);
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
                <span className="block font-medium text-slate-900">{title}</span>
                <span className="block text-slate-700">{detail}</span>
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

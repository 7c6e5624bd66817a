import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type CheckboxOption<T extends string | number> = {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
};

/** A labelled set of checkboxes bound to an array value (fieldset + legend for screen readers). */
export function CheckboxGroup<T extends string | number>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  layout = 'stack',
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** `row` puts short options (weekdays) side by side as toggles. */
  layout?: 'stack' | 'row';
}) {
  const id = useId();
  const toggle = (option: T, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((v) => v === option || value.includes(v))
        : value.filter((v) => v !== option),
    );
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={
        [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <div className={cn(layout === 'row' ? 'flex flex-wrap gap-2' : 'space-y-2')}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return layout === 'row' ? (
            <label
              key={String(option.value)}
              className={cn(
                'inline-flex cursor-pointer items-center rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ) : (
            <label key={String(option.value)} className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 accent-brand-600"
                checked={checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span className="text-sm">
                <span className="font-medium text-slate-800">{option.label}</span>
                {option.hint ? <span className="block text-slate-500">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One checkbox with a label and an explanation. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        {hint ? <span className="block text-slate-500">{hint}</span> : null}
      </span>
    </label>
  );
}

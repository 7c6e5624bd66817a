import { useId, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { translateSchemaMessage } from '@/lib/schema-messages';
import { FormFieldContext } from './form-field-context';
import { Label } from './label';

export type FormFieldProps = {
  label: ReactNode;
  /** The error text under the control (e.g. from react-hook-form's `errors.x?.message`). */
  error?: string | undefined;
  /** A helpful hint under the control. */
  hint?: ReactNode;
  /** Control id; generated when omitted. */
  id?: string;
  isRequired?: boolean;
  className?: string;
  /** One Input, Textarea or Select; it receives the id and ARIA attributes automatically. */
  children: ReactNode;
};

/** A labelled control with its hint and error text, wired for screen readers. */
export function FormField({
  label,
  error,
  hint,
  id,
  isRequired,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const value = useMemo(
    () => ({
      id: controlId,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      isInvalid: Boolean(error),
      isRequired: Boolean(isRequired),
    }),
    [controlId, hintId, errorId, error, isRequired],
  );
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={controlId}>{label}</Label>
        {isRequired ? (
          <span aria-hidden="true" className="text-sm text-red-600">
            *
          </span>
        ) : null}
      </div>
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateSchemaMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

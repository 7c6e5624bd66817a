import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';

export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30',
);

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a FormField it is labelled and described automatically. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  const wiring = useFormFieldControl(props);
  return (
    <input
      ref={ref}
      type={type}
      className={cn(controlClasses, 'h-10', className)}
      {...props}
      {...wiring}
    />
  );
});

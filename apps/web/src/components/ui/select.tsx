import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';
import { controlClasses } from './input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Options to render; children work too. */
  options?: readonly SelectOption[];
  /** A first, empty option such as 'Choose…'. */
  placeholder?: string;
};

/** A native select (best on phones and for keyboard users), styled like the other controls. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, placeholder, children, ...props },
  ref,
) {
  const wiring = useFormFieldControl(props);
  return (
    <div className="relative">
      <select
        ref={ref}
        className={cn(controlClasses, 'h-10 appearance-none pr-9', className)}
        {...props}
        {...wiring}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
});

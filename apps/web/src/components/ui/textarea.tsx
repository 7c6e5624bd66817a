import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';
import { controlClasses } from './input';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text input; inside a FormField it is labelled and described automatically. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  const wiring = useFormFieldControl(props);
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(controlClasses, 'py-2', className)}
      {...props}
      {...wiring}
    />
  );
});

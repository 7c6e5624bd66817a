import type { AriaAttributes } from 'react';
import { createContext, useContext } from 'react';

export type FormFieldContextValue = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
};

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** Lets Input, Textarea and Select pick up the id and ARIA wiring of the surrounding FormField. */
export function useFormFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
}) {
  const field = useContext(FormFieldContext);
  const describedBy = [props['aria-describedby'], field?.describedBy].filter(Boolean).join(' ');
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field?.isInvalid ? true : undefined),
    required: props.required ?? (field?.isRequired || undefined),
  };
}

import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from './date-input';

/** A react-hook-form field holding an ISO day, typed or picked through DateInput. */
export function FormDateInput<T extends FieldValues>({
  control,
  name,
  min,
  max,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  min?: string;
  max?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          min={min}
          max={max}
        />
      )}
    />
  );
}

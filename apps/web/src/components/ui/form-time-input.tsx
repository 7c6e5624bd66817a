import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TimeInput } from './time-input';

/** A react-hook-form field holding a time of day ("HH:MM"), typed through TimeInput. */
export function FormTimeInput<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
}: {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TimeInput
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}

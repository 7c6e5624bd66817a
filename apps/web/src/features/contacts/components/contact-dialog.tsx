import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalContactInput, personalContactSchema } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@/components/ui/toast';
import { Alert, FormField, Input, Textarea } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { type PersonalContact, savePersonalContact } from '../api/personal-contacts';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { translateFieldError } from '../utils/field-errors';

type ContactForm = z.input<typeof personalContactSchema>;

/** Add or edit a personal contact. */
export function ContactDialog({
  contact,
  onClose,
  onSaved,
}: {
  contact: PersonalContact | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const form = useForm<ContactForm, unknown, PersonalContactInput>({
    resolver: zodResolver(personalContactSchema),
    defaultValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      organisation: contact?.organisation ?? '',
      notes: contact?.notes ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (values: PersonalContactInput) => savePersonalContact(values, contact?.id),
    onSuccess: (_, values) => {
      notify.saved(t('contacts.dialog.saved', { name: values.name }));
      onSaved();
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={contact ? t('contacts.dialog.edit', { name: contact.name }) : t('contacts.dialog.new')}
      description={t('contacts.dialog.private')}
      submitLabel={t('contacts.dialog.save')}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <FormField
        label={t('contacts.field.name')}
        error={translateFieldError(errors.name?.message, t)}
        isRequired
      >
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('contacts.field.phone')}
          error={translateFieldError(errors.phone?.message, t)}
        >
          <Input
            {...form.register('phone')}
            type="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
          />
        </FormField>
        <FormField
          label={t('contacts.field.email')}
          error={translateFieldError(errors.email?.message, t)}
        >
          <Input {...form.register('email')} type="email" inputMode="email" />
        </FormField>
      </div>
      <FormField
        label={t('contacts.field.organisation')}
        error={translateFieldError(errors.organisation?.message, t)}
      >
        <Input
          {...form.register('organisation')}
          placeholder={t('contacts.field.organisationHint')}
        />
      </FormField>
      <FormField
        label={t('contacts.field.notes')}
        error={translateFieldError(errors.notes?.message, t)}
      >
        <Textarea {...form.register('notes')} rows={3} />
      </FormField>
      {save.error ? <Alert variant="error">{describeWriteError(save.error)}</Alert> : null}
    </FormDialog>
  );
}

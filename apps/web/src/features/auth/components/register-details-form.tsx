import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhone, registrationDetailsSchema, type RegistrationDetails } from '@ias/shared';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { registrationDraft } from '../stores/registration-draft';
import { accountTypeCopy } from '../utils/account-types';
import { AccountTypePicker } from './account-type-picker';

type DetailsForm = z.input<typeof registrationDetailsSchema>;

/** Step 2 of sign-up: the account type and the SPEC.md §5 metadata fields that type needs. */
export function RegisterDetailsForm({
  onDone,
  onBack,
}: {
  onDone: () => void;
  onBack: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const saved = registrationDraft.get()?.details;
  const form = useForm<DetailsForm, unknown, RegistrationDetails>({
    resolver: zodResolver(registrationDetailsSchema),
    defaultValues: {
      user_type: saved?.user_type,
      full_name: saved?.full_name ?? '',
      company_name: saved?.company_name ?? '',
      business_type: saved?.business_type ?? '',
      employees: saved?.employees ?? '',
      phone: formatPhone(saved?.phone),
    },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'user_type' });
  const copy = accountTypeCopy(type);

  const onSubmit = (values: RegistrationDetails) => {
    // Fields the chosen type does not ask for are not sent.
    const fields = accountTypeCopy(values.user_type);
    registrationDraft.saveDetails({
      ...values,
      company_name: fields?.company_name ? values.company_name : '',
      business_type: fields?.business_type ? values.business_type : '',
      employees: fields?.employees ? values.employees : '',
    });
    onDone();
  };

  return (
    <form className="space-y-6" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <AccountTypePicker
        {...form.register('user_type')}
        value={type}
        error={errors.user_type?.message}
      />
      {copy ? (
        <div className="space-y-5">
          <FormField label={t(copy.fullNameLabel)} error={errors.full_name?.message} isRequired>
            <Input {...form.register('full_name')} autoComplete="name" />
          </FormField>
          {copy.company_name ? (
            <FormField
              label={t(copy.company_name.label)}
              hint={copy.company_name.hint ? t(copy.company_name.hint) : undefined}
              error={errors.company_name?.message}
              isRequired={copy.company_name.isRequired}
            >
              <Input {...form.register('company_name')} autoComplete="organization" />
            </FormField>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            {copy.business_type ? (
              <FormField label={t(copy.business_type.label)} error={errors.business_type?.message}>
                <Select
                  {...form.register('business_type')}
                  placeholder={t('auth.register.choose')}
                  options={copy.business_type.options?.map(({ value, label }) => ({
                    value,
                    label: t(label),
                  }))}
                />
              </FormField>
            ) : null}
            {copy.employees ? (
              <FormField label={t(copy.employees.label)} error={errors.employees?.message}>
                <Select
                  {...form.register('employees')}
                  placeholder={t('auth.register.choose')}
                  options={copy.employees.options?.map(({ value, label }) => ({
                    value,
                    label: t(label),
                  }))}
                />
              </FormField>
            ) : null}
          </div>
          <FormField
            label={t('auth.register.phone')}
            hint={t('auth.register.phoneHint')}
            error={errors.phone?.message}
          >
            <Input {...form.register('phone')} type="tel" autoComplete="tel" inputMode="tel" />
          </FormField>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          {t('auth.register.back')}
        </Button>
        <Button type="submit" size="lg">
          {t('auth.register.continue')}
        </Button>
      </div>
    </form>
  );
}

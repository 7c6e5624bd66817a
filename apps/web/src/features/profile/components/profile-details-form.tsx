import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPhone,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdateInput,
} from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authStore } from '@/features/auth/stores/auth';
import { catalogue as authCatalogue } from '@/features/auth/catalogue';
import { accountTypeCopy } from '@/features/auth/utils/account-types';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { useProfileT } from '../hooks/use-profile-t';

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Edits the profile fields of SPEC.md §3 (e-mail and type are shown, not edited). */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const t = useProfileT();
  const authT = useCatalogueT(authCatalogue);
  const copy = accountTypeCopy(profile.user_type);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      full_name: profile.full_name ?? '',
      // Kept as E.164, shown as +91 98765 43210.
      phone: formatPhone(profile.phone),
      company_name: profile.company_name ?? '',
      business_type: profile.business_type ?? '',
      employees: profile.employees ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      authStore.updateProfile({
        full_name: input.full_name.trim(),
        phone: blankToNull(input.phone),
        company_name: blankToNull(input.company_name),
        business_type: blankToNull(input.business_type),
        employees: blankToNull(input.employees),
      }),
    onSuccess: (saved) =>
      form.reset({
        full_name: saved.full_name ?? '',
        phone: formatPhone(saved.phone),
        company_name: saved.company_name ?? '',
        business_type: saved.business_type ?? '',
        employees: saved.employees ?? '',
      }),
  });
  const { errors, isDirty } = form.formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.details.title')}</CardTitle>
        <CardDescription>{t('profile.details.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          {save.isError ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
          {save.isSuccess && !isDirty ? (
            <Alert variant="success">{t('profile.details.saved')}</Alert>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label={t('profile.details.fullName')}
              error={errors.full_name?.message}
              isRequired
            >
              <Input {...form.register('full_name')} autoComplete="name" />
            </FormField>
            <FormField label={t('profile.details.phone')} error={errors.phone?.message}>
              <Input {...form.register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
            </FormField>
            <FormField label={t('profile.details.email')} hint={t('profile.details.emailHint')}>
              <Input value={profile.email ?? ''} readOnly disabled />
            </FormField>
            <FormField
              label={
                copy?.company_name
                  ? authT(copy.company_name.label)
                  : t('profile.details.organisation')
              }
              error={errors.company_name?.message}
            >
              <Input {...form.register('company_name')} autoComplete="organization" />
            </FormField>
            {copy?.business_type || profile.business_type ? (
              <FormField
                label={
                  copy?.business_type
                    ? authT(copy.business_type.label)
                    : t('profile.details.businessType')
                }
                error={errors.business_type?.message}
              >
                <Input {...form.register('business_type')} />
              </FormField>
            ) : null}
            {copy?.employees || profile.employees ? (
              <FormField
                label={copy?.employees ? authT(copy.employees.label) : t('profile.details.size')}
                error={errors.employees?.message}
              >
                <Input {...form.register('employees')} />
              </FormField>
            ) : null}
          </div>
          <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
            {t('profile.details.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

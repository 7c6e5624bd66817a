import { zodResolver } from '@hookform/resolvers/zod';
import {
  createOrganizationSchema,
  type CreateOrganizationInput,
  type OrganizationKind,
} from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
  Textarea,
} from '@/components/ui';
import { IndiaStateField } from '@/features/calendar/components/india-state-field';
import { offerHolidaysFor } from '@/features/calendar/utils/holiday-offer';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import { orgKeys } from '../api/memberships';
import { createOrganization } from '../api/organization';
import { fieldErrors } from '../utils/field-errors';
import { logoInputOf } from '../utils/logo-file';
import { listTimeZones } from '../utils/zoned-time';
import { LogoPicker } from './logo-picker';
import { useOrgsT } from '../hooks/use-orgs-t';

/** The first thing an Institute or Company account does: create its organisation. */
export function CreateOrganizationCard({ kind }: { kind: OrganizationKind }) {
  const queryClient = useQueryClient();
  const t = useOrgsT();
  const zones = useMemo(() => listTimeZones().map((z) => ({ value: z, label: z })), []);
  const form = useForm<CreateOrganizationInput>({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: { name: '', kind, address: '', timezone: 'Asia/Kolkata', state: '' },
  });
  // The logo travels with the organisation, so it is created with it or not at all.
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: async (values: CreateOrganizationInput) =>
      createOrganization({
        ...values,
        address: values.address || undefined,
        logo: logo ? await logoInputOf(logo) : undefined,
      }),
    onMutate: () => setLogoError(undefined),
    onSuccess: (organization) => {
      // The dashboard then offers India's holidays for the year, for the owner to review.
      offerHolidaysFor(organization.id);
      return queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? fieldErrors(error.body) : {};
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'name' || name === 'address' || name === 'timezone' || name === 'state')
          form.setError(name, { message });
        if (name === 'logo') setLogoError(message);
      }
    },
  });
  const { errors } = form.formState;
  // Field errors show under their fields; anything else above the button.
  const hasFieldErrors =
    create.error instanceof ApiError && Object.keys(fieldErrors(create.error.body)).length > 0;

  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Building2 aria-hidden="true" className="h-6 w-6" />
        </span>
        <CardTitle className="pt-2">
          {t(kind === 'institute' ? 'orgs.create.titleInstitute' : 'orgs.create.titleCompany')}
        </CardTitle>
        <CardDescription>
          {t(kind === 'institute' ? 'orgs.create.introInstitute' : 'orgs.create.introCompany')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          noValidate
          onSubmit={form.handleSubmit((values) => create.mutate(values))}
        >
          <FormField
            label={t(
              kind === 'institute' ? 'orgs.create.nameInstitute' : 'orgs.create.nameCompany',
            )}
            error={errors.name?.message}
            isRequired
          >
            <Input
              {...form.register('name')}
              autoComplete="organization"
              placeholder={t(
                kind === 'institute'
                  ? 'orgs.create.namePlaceholderInstitute'
                  : 'orgs.create.namePlaceholderCompany',
              )}
            />
          </FormField>
          <FormField
            label={t('orgs.field.address')}
            error={errors.address?.message}
            hint={t('orgs.field.optional')}
          >
            <Textarea {...form.register('address')} rows={2} autoComplete="street-address" />
          </FormField>
          <FormField
            label={t('orgs.field.timeZone')}
            error={errors.timezone?.message}
            hint={t('orgs.field.timeZoneHint')}
          >
            <Select {...form.register('timezone')} options={zones} />
          </FormField>
          <IndiaStateField {...form.register('state')} error={errors.state?.message} />
          <LogoPicker
            file={logo}
            error={logoError}
            onChange={(file) => {
              setLogo(file);
              setLogoError(undefined);
            }}
          />
          {create.error && !hasFieldErrors ? (
            <Alert variant="error">{describeError(create.error)}</Alert>
          ) : null}
          <Button type="submit" isLoading={create.isPending}>
            {t(kind === 'institute' ? 'orgs.create.submitInstitute' : 'orgs.create.submitCompany')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type SiteInput, siteSchema } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, Button, FormField, Input } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveSite, type Site } from '../api/sites';
import { describeWriteError } from '../utils/describe-write-error';
import { useOrgsT } from '../hooks/use-orgs-t';

type SiteForm = z.input<typeof siteSchema>;

const GEO_ERRORS = {
  1: 'orgs.site.geoDenied',
  2: 'orgs.site.geoUnavailable',
  3: 'orgs.site.geoTimeout',
} as const;
const isGeoCode = (code: number): code is keyof typeof GEO_ERRORS => code in GEO_ERRORS;

/** Add or edit a geofenced site; "use my current location" fills in the coordinates. */
export function SiteDialog({
  orgId,
  site,
  open,
  onOpenChange,
  onSaved,
}: {
  orgId: string;
  site: Site | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const t = useOrgsT();
  const form = useForm<SiteForm, unknown, SiteInput>({
    resolver: zodResolver(siteSchema),
    defaultValues: site
      ? {
          name: site.name,
          latitude: site.latitude,
          longitude: site.longitude,
          radius_m: site.radius_m,
        }
      : { name: '', radius_m: 200 },
  });
  const [locating, setLocating] = useState(false);
  const [geo, setGeo] = useState<{ error?: string; accuracy?: number }>({});
  const save = useMutation({
    mutationFn: (values: SiteInput) => saveSite(orgId, values, site?.id),
    onSuccess: () => {
      onSaved();
      onOpenChange(false);
    },
  });
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setGeo({ error: t('orgs.site.geoUnsupported') });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (v: number) => Math.round(v * 1e6) / 1e6;
        form.setValue('latitude', round(position.coords.latitude), {
          shouldValidate: true,
          shouldDirty: true,
        });
        form.setValue('longitude', round(position.coords.longitude), {
          shouldValidate: true,
          shouldDirty: true,
        });
        setGeo({ accuracy: Math.round(position.coords.accuracy) });
      },
      (error) => {
        setLocating(false);
        setGeo({ error: isGeoCode(error.code) ? t(GEO_ERRORS[error.code]) : error.message });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={site ? t('orgs.sites.editNamed', { name: site.name }) : t('orgs.site.addTitle')}
      description={t('orgs.site.description')}
      submitLabel={t(site ? 'orgs.site.save' : 'orgs.sites.add')}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField label={t('orgs.site.name')} error={errors.name?.message} isRequired>
        <Input {...form.register('name')} placeholder={t('orgs.site.namePlaceholder')} />
      </FormField>
      <div className="space-y-2">
        <Button variant="secondary" size="sm" onClick={useMyLocation} isLoading={locating}>
          {locating ? null : <LocateFixed aria-hidden="true" className="h-4 w-4" />}
          {t('orgs.site.useLocation')}
        </Button>
        {geo.error ? <p className="text-sm text-red-700">{geo.error}</p> : null}
        {geo.accuracy !== undefined ? (
          <p className="text-sm text-slate-600" role="status">
            {t('orgs.site.found', { accuracy: geo.accuracy })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('orgs.site.latitude')}
          error={errors.latitude?.message}
          isRequired
          hint={t('orgs.site.latitudeHint')}
        >
          <Input
            {...form.register('latitude', number)}
            type="number"
            step="any"
            inputMode="decimal"
          />
        </FormField>
        <FormField
          label={t('orgs.site.longitude')}
          error={errors.longitude?.message}
          isRequired
          hint={t('orgs.site.longitudeHint')}
        >
          <Input
            {...form.register('longitude', number)}
            type="number"
            step="any"
            inputMode="decimal"
          />
        </FormField>
      </div>
      <FormField
        label={t('orgs.site.radius')}
        error={errors.radius_m?.message}
        hint={t('orgs.site.radiusHint')}
      >
        <Input
          {...form.register('radius_m', number)}
          type="number"
          min={10}
          max={5000}
          inputMode="numeric"
        />
      </FormField>
      {save.error ? <Alert variant="error">{describeWriteError(save.error)}</Alert> : null}
    </FormDialog>
  );
}

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

type SiteForm = z.input<typeof siteSchema>;

const GEO_ERRORS: Record<number, string> = {
  1: 'Location permission was refused. Allow it in the browser, or type the coordinates.',
  2: 'Your location is not available right now. Type the coordinates instead.',
  3: 'Finding your location took too long. Try again, or type the coordinates.',
};

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
      setGeo({ error: 'This browser cannot share its location. Type the coordinates.' });
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
        setGeo({ error: GEO_ERRORS[error.code] ?? error.message });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={site ? `Edit ${site.name}` : 'Add a site'}
      description="People may check in on their own phones only within the radius of a site."
      submitLabel={site ? 'Save site' : 'Add site'}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField label="Name" error={errors.name?.message} isRequired>
        <Input {...form.register('name')} placeholder="e.g. Main campus" />
      </FormField>
      <div className="space-y-2">
        <Button variant="secondary" size="sm" onClick={useMyLocation} isLoading={locating}>
          {locating ? null : <LocateFixed aria-hidden="true" className="h-4 w-4" />}
          Use my current location
        </Button>
        {geo.error ? <p className="text-sm text-red-700">{geo.error}</p> : null}
        {geo.accuracy !== undefined ? (
          <p className="text-sm text-slate-600" role="status">
            Location found, accurate to about {geo.accuracy} m. Stand at the centre of the site for
            the best result.
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Latitude" error={errors.latitude?.message} isRequired hint="e.g. 18.5204">
          <Input
            {...form.register('latitude', number)}
            type="number"
            step="any"
            inputMode="decimal"
          />
        </FormField>
        <FormField
          label="Longitude"
          error={errors.longitude?.message}
          isRequired
          hint="e.g. 73.8567"
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
        label="Radius (metres)"
        error={errors.radius_m?.message}
        hint="10 to 5000. 100–300 m suits most campuses and offices; phones indoors can be off by 50 m."
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

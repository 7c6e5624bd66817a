import { createDeviceSchema } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, Monitor, QrCode, ScanFace } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  buttonClasses,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { createDevice, type KioskMethod } from '../api/kiosk-api';
import { readKiosk, storeKiosk } from '../utils/device-token';

export type StartKioskFormProps = {
  orgId: string;
  /** Groups the kiosk may serve; staff may only choose groups they are responsible for. */
  groups: Array<{ id: string; name: string }>;
  /** Owners may leave the groups empty (the whole organisation). */
  allowWholeOrganization: boolean;
};

const METHODS: Array<{ value: KioskMethod; label: string; hint: string; Icon: typeof ScanFace }> = [
  { value: 'face', label: 'Face', hint: 'People look at the camera', Icon: ScanFace },
  { value: 'qr', label: 'ID card QR code', hint: 'Shown to the camera', Icon: QrCode },
  { value: 'card', label: 'Card number', hint: 'USB/RFID reader or barcode', Icon: CreditCard },
];

const checkbox = 'h-4 w-4 shrink-0 accent-brand-600';

/** Turns this device into a kiosk for chosen groups and methods, then opens /kiosk. */
export function StartKioskForm({ orgId, groups, allowWholeOrganization }: StartKioskFormProps) {
  const navigate = useNavigate();
  const [existing] = useState(readKiosk);
  const [name, setName] = useState('');
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [methods, setMethods] = useState<KioskMethod[]>(['face', 'qr', 'card']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (input: { name: string; group_ids: string[]; methods: KioskMethod[] }) =>
      createDevice(orgId, input),
    onSuccess: ({ device, token }) => {
      storeKiosk({ token, deviceId: device.id, name: device.name, orgId: device.org_id });
      void navigate('/kiosk');
    },
  });

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createDeviceSchema.safeParse({ name, group_ids: groupIds, methods });
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    }
    if (!allowWholeOrganization && groupIds.length === 0)
      next.group_ids = 'Choose at least one of your groups.';
    setErrors(next);
    if (parsed.success && !next.group_ids) create.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Start a kiosk on this device</CardTitle>
        <CardDescription>
          A tablet or laptop at the entrance becomes a check-in station. It gets its own access,
          which you can switch off at any time; nobody needs to stay signed in on it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {existing ? (
          <Alert
            variant="info"
            title={`This device is already the kiosk “${existing.name}”`}
            className="mb-5"
          >
            <Link to="/kiosk" className={buttonClasses('secondary', 'sm')}>
              Open the kiosk
            </Link>
          </Alert>
        ) : null}
        <form className="space-y-6" onSubmit={onSubmit} noValidate data-tour="kiosk-form">
          <FormField
            label="Kiosk name"
            hint="Where it stands, e.g. “Main gate” or “Class 10-B door”."
            error={errors.name}
            isRequired
          >
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Who checks in here</legend>
            {allowWholeOrganization ? (
              <p className="text-xs text-slate-500">
                Leave all unticked for the whole organisation.
              </p>
            ) : null}
            {groups.length ? (
              <div className="grid gap-2 sm:grid-cols-2">
                {groups.map((group) => (
                  <label
                    key={group.id}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm"
                  >
                    <input
                      type="checkbox"
                      className={checkbox}
                      checked={groupIds.includes(group.id)}
                      onChange={() => setGroupIds((list) => toggle(list, group.id))}
                    />
                    {group.name}
                  </label>
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600">
                {allowWholeOrganization
                  ? 'No groups yet: the kiosk will serve the whole organisation.'
                  : 'You are not responsible for any group yet. Ask the owner to assign you one.'}
              </p>
            )}
            {errors.group_ids ? (
              <p className="text-sm font-medium text-red-700">{errors.group_ids}</p>
            ) : null}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Check-in methods</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {METHODS.map(({ value, label, hint, Icon }) => (
                <label
                  key={value}
                  className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm"
                >
                  <input
                    type="checkbox"
                    className={`${checkbox} mt-0.5`}
                    checked={methods.includes(value)}
                    onChange={() => setMethods((list) => toggle(list, value))}
                  />
                  <span>
                    <span className="flex items-center gap-1.5 font-medium text-slate-900">
                      <Icon aria-hidden="true" className="h-4 w-4 text-brand-600" />
                      {label}
                    </span>
                    <span className="text-xs text-slate-500">{hint}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.methods ? (
              <p className="text-sm font-medium text-red-700">{errors.methods}</p>
            ) : null}
          </fieldset>
          {create.error ? <Alert variant="error">{describeError(create.error)}</Alert> : null}
          <Button
            type="submit"
            size="lg"
            isLoading={create.isPending}
            disabled={!allowWholeOrganization && !groups.length}
          >
            <Monitor aria-hidden="true" className="h-5 w-5" />
            Start kiosk
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

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
import { useKioskT } from '../hooks/use-kiosk-t';

export type StartKioskFormProps = {
  orgId: string;
  /** Groups the kiosk may serve; staff may only choose groups they are responsible for. */
  groups: Array<{ id: string; name: string }>;
  /** Owners may leave the groups empty (the whole organisation). */
  allowWholeOrganization: boolean;
};

const METHODS = [
  { value: 'face', label: 'kiosk.start.face', hint: 'kiosk.start.faceHint', Icon: ScanFace },
  { value: 'qr', label: 'kiosk.start.qr', hint: 'kiosk.start.qrHint', Icon: QrCode },
  { value: 'card', label: 'kiosk.start.card', hint: 'kiosk.start.cardHint', Icon: CreditCard },
] as const satisfies ReadonlyArray<{
  value: KioskMethod;
  label: string;
  hint: string;
  Icon: typeof ScanFace;
}>;

const checkbox = 'h-4 w-4 shrink-0 accent-brand-600';

/** Turns this device into a kiosk for chosen groups and methods, then opens /kiosk. */
export function StartKioskForm({ orgId, groups, allowWholeOrganization }: StartKioskFormProps) {
  const t = useKioskT();
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
        <CardTitle>{t('kiosk.start.title')}</CardTitle>
        <CardDescription>{t('kiosk.start.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {existing ? (
          <Alert
            variant="info"
            title={t('kiosk.start.existing', { name: existing.name })}
            className="mb-5"
          >
            <Link to="/kiosk" className={buttonClasses('secondary', 'sm')}>
              {t('kiosk.start.open')}
            </Link>
          </Alert>
        ) : null}
        <form className="space-y-6" onSubmit={onSubmit} noValidate data-tour="kiosk-form">
          <FormField
            label={t('kiosk.start.name')}
            hint={t('kiosk.start.nameHint')}
            error={errors.name}
            isRequired
          >
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t('kiosk.start.who')}</legend>
            {allowWholeOrganization ? (
              <p className="text-xs text-slate-500">{t('kiosk.start.wholeOrgHint')}</p>
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
                {t(allowWholeOrganization ? 'kiosk.start.noGroups' : 'kiosk.start.notResponsible')}
              </p>
            )}
            {errors.group_ids ? (
              <p className="text-sm font-medium text-red-700">{errors.group_ids}</p>
            ) : null}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">
              {t('kiosk.start.methods')}
            </legend>
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
                      {t(label)}
                    </span>
                    <span className="text-xs text-slate-500">{t(hint)}</span>
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
            {t('kiosk.start.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { type FormEvent, useState } from 'react';
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
  SkeletonForm,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useRetention } from '../hooks/use-consent';
import { useConsentT } from '../hooks/use-consent-t';
import { notify } from '@/components/ui/toast';

const DAYS = /^\d{1,4}$/;

/** Owner settings: days after a member leaves before the daily job deletes their face data. */
export function RetentionCard({ orgId }: { orgId: string }) {
  const t = useConsentT();
  const { settings, save } = useRetention(orgId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = draft ?? String(settings.data?.face_data_days_after_leaving ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DAYS.test(value) || Number(value) > 3650) {
      setError(t('consent.retention.error'));
      return;
    }
    setError(undefined);
    save.mutate(Number(value), {
      onSuccess: () => {
        setDraft(null);
        notify.saved(t('consent.retention.saved'));
      },
    });
  };

  return (
    <Card data-testid="retention">
      <CardHeader>
        <CardTitle>{t('consent.retention.title')}</CardTitle>
        <CardDescription>{t('consent.retention.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <SkeletonForm fields={1} label={t('consent.retention.loading')} />
        ) : settings.isError ? (
          <Alert variant="error">
            {t('consent.retention.loadError')}{' '}
            <Button variant="link" onClick={() => void settings.refetch()}>
              {t('consent.panel.retry')}
            </Button>
          </Alert>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-3">
            <FormField
              label={t('consent.retention.days')}
              hint={t('consent.retention.hint')}
              error={error ?? (save.error ? describeError(save.error) : undefined)}
              className="max-w-[16rem]"
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={3650}
                step={1}
                value={value}
                onChange={(event) => setDraft(event.target.value)}
              />
            </FormField>
            <div className="flex items-center gap-3">
              <Button type="submit" isLoading={save.isPending}>
                {t('consent.retention.save')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

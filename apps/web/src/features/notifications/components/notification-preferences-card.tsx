import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SkeletonList } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCatalogueT } from '@/features/i18n';
import type { KindPreference } from '../api/preferences';
import { catalogue } from '../catalogue';
import {
  useNotificationPreferences,
  useSavePreference,
} from '../hooks/use-notification-preferences';
import { kindName } from '../utils/kind-name';
import { PushDeviceControl } from './push-device-control';

type Channel = 'in_app' | 'email' | 'push';

/** What is about the person first, then what is about everyone. */
const ORDER = [
  'request_submitted',
  'request_decided',
  'direct_message',
  'message_new',
  'task_mention',
  'task_due',
  'reminder_check_in',
  'reminder_check_out',
  'reminder_roll_call',
  'reminder_requests',
  'reminder_low_attendance',
  'reminder_kiosk_offline',
  'announcement',
];
const byOrder = (a: KindPreference, b: KindPreference) =>
  ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind);

/** /profile: for each kind of notification, in the app and/or by e-mail. */
export function NotificationPreferencesCard() {
  const t = useCatalogueT(catalogue);
  const userId = useAuth().user?.id;
  const preferences = useNotificationPreferences(userId);
  const save = useSavePreference(userId);

  // Saved: the shell's toast, as every save; a failure stays beside the toggles it concerns.
  const onChange = (preference: KindPreference, channels: Channel[]) => {
    save.mutate(
      {
        kind: preference.kind,
        in_app: channels.includes('in_app'),
        email: channels.includes('email'),
        push: channels.includes('push'),
      },
      { onSuccess: () => notify.saved(t('notifications.prefs.saved')) },
    );
  };

  return (
    <Card id="notifications">
      <CardHeader>
        <CardTitle>{t('notifications.prefs.title')}</CardTitle>
        <CardDescription>{t('notifications.prefs.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {preferences.isPending ? (
          <SkeletonList rows={5} label={t('notifications.prefs.loading')} />
        ) : preferences.isError ? (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>{t('notifications.prefs.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
              {t('notifications.panel.retry')}
            </Button>
          </div>
        ) : (
          [...preferences.data].sort(byOrder).map((preference) => {
            const name = kindName(t, preference.kind);
            if (!name) return null;
            const value: Channel[] = [
              ...(preference.in_app ? (['in_app'] as const) : []),
              ...(preference.email ? (['email'] as const) : []),
              ...(preference.push ? (['push'] as const) : []),
            ];
            return (
              <CheckboxGroup<Channel>
                key={preference.kind}
                legend={name}
                layout="row"
                options={[
                  { value: 'in_app', label: t('notifications.prefs.inApp') },
                  { value: 'email', label: t('notifications.prefs.email') },
                  { value: 'push', label: t('notifications.prefs.push') },
                ]}
                value={value}
                onChange={(channels) => onChange(preference, channels)}
              />
            );
          })
        )}
        <PushDeviceControl />
        <div aria-live="polite" className="text-sm">
          {save.isError ? (
            <p className="text-red-700">{t('notifications.prefs.saveError')}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

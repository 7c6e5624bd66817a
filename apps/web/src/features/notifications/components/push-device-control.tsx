import { Button } from '@/components/ui/button';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { usePushDevice } from '../hooks/use-push';

/**
 * Push on this browser: the permission prompt appears only after the person presses the
 * button, never on its own.
 */
export function PushDeviceControl() {
  const t = useCatalogueT(catalogue);
  const { state, change } = usePushDevice();
  const current = state.data;
  if (!current) return null;
  return (
    <section
      aria-labelledby="push-device-title"
      className="space-y-2 rounded-xl border border-slate-200 p-4"
      data-testid="push-device"
    >
      <h3 id="push-device-title" className="text-sm font-medium text-slate-800">
        {t('notifications.push.title')}
      </h3>
      <p className="text-sm text-slate-600">
        {current === 'unsupported'
          ? t('notifications.push.unsupported')
          : current === 'blocked'
            ? t('notifications.push.blocked')
            : current === 'on'
              ? t('notifications.push.on')
              : t('notifications.push.off')}
      </p>
      {current === 'on' || current === 'off' ? (
        <Button
          variant="outline"
          size="sm"
          isLoading={change.isPending}
          onClick={() => change.mutate(current === 'off')}
        >
          {current === 'off' ? t('notifications.push.turnOn') : t('notifications.push.turnOff')}
        </Button>
      ) : null}
      {change.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('notifications.push.error')}
        </p>
      ) : null}
    </section>
  );
}

import { Badge, type BadgeVariant } from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import type { BiometricOverview, PunchOutcome } from '../api/biometric';
import { useBiometricT } from '../hooks/use-biometric-t';

const VARIANT: Record<PunchOutcome, BadgeVariant> = {
  checked_in: 'success',
  checked_out: 'brand',
  repeat: 'neutral',
  refused: 'danger',
};

/** The latest punches from every device: who, when, and what each did. */
export function RecentPunches({
  organization,
  overview,
}: {
  organization: Organization;
  overview: BiometricOverview;
}) {
  const t = useBiometricT();
  const outcome = (value: PunchOutcome | null) =>
    value === 'checked_in'
      ? t('biometric.outcome.checkedIn')
      : value === 'checked_out'
        ? t('biometric.outcome.checkedOut')
        : value === 'repeat'
          ? t('biometric.outcome.repeat')
          : value === 'refused'
            ? t('biometric.outcome.refused')
            : t('biometric.outcome.waiting');
  return (
    <section aria-labelledby="biometric-recent-title" className="space-y-2">
      <h3 id="biometric-recent-title" className="font-semibold text-slate-900">
        {t('biometric.recent.title')}
      </h3>
      {overview.recent.length === 0 ? (
        <p className="text-sm text-slate-600">{t('biometric.recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm" data-testid="biometric-recent">
          {overview.recent.map((punch) => (
            <li key={punch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {punch.full_name ?? t('biometric.recent.unknownPin', { pin: punch.pin })}
                </p>
                <p className="text-slate-500">
                  {t('biometric.recent.where', {
                    when: formatDateTimeInZone(punch.punched_at, organization.timezone),
                    device: punch.device_name,
                  })}
                </p>
                {punch.note ? <p className="text-red-700">{punch.note}</p> : null}
              </div>
              <Badge variant={punch.outcome ? VARIANT[punch.outcome] : 'warning'}>
                {outcome(punch.outcome)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

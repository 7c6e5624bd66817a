import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { describeError } from '@/lib/error-messages';
import { biometricKeys, fetchOverview } from '../api/biometric';
import { useBiometricT } from '../hooks/use-biometric-t';
import { DevicesSection } from './devices-section';
import { ImportSection } from './import-section';
import { PinsSection } from './pins-section';
import { RecentPunches } from './recent-punches';

/**
 * The owner's eSSL/ZKTeco fingerprint and face terminals: registering one by serial number,
 * mapping device user ids to people, importing exported logs and the latest punches.
 */
export function BiometricDevicesCard({ organization }: { organization: Organization }) {
  const t = useBiometricT();
  const overview = useQuery({
    queryKey: biometricKeys.overview(organization.id),
    queryFn: () => fetchOverview(organization.id),
    refetchInterval: 60_000,
  });
  return (
    <Card data-testid="biometric-card">
      <CardHeader>
        <CardTitle>{t('biometric.title')}</CardTitle>
        <CardDescription>{t('biometric.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {overview.isLoading ? (
          <div
            className="space-y-3"
            role="status"
            aria-busy="true"
            aria-label={t('biometric.loading')}
          >
            <div className="h-16 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ) : overview.error || !overview.data ? (
          <Alert variant="error" title={t('biometric.error')}>
            <p>{describeError(overview.error)}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void overview.refetch()}
            >
              {t('biometric.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <DevicesSection organization={organization} overview={overview.data} />
            {overview.data.devices.length ? (
              <>
                <PinsSection organization={organization} overview={overview.data} />
                <ImportSection organization={organization} overview={overview.data} />
                <RecentPunches organization={organization} overview={overview.data} />
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

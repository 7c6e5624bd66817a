import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { useIntegrationsT } from '../hooks/use-integrations-t';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** API keys and webhooks for connecting HR, payroll and other systems. */
export function IntegrationsCard({ organization }: { organization: Organization }) {
  const t = useIntegrationsT();
  return (
    <Card data-testid="integrations-card">
      <CardHeader>
        <CardTitle>{t('integrations.title')}</CardTitle>
        <CardDescription>
          {t('integrations.description')}{' '}
          <a href="/api/openapi.json" className="font-medium text-brand-700 underline">
            {t('integrations.openapi')}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-10">
        <ApiKeysSection organization={organization} />
        <WebhooksSection organization={organization} />
      </CardContent>
    </Card>
  );
}

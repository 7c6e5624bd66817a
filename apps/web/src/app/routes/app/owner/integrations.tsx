import { catalogue as integrationsCatalogue } from '@/features/integrations/catalogue';
import { IntegrationsCard } from '@/features/integrations/components/integrations-card';
import { useIntegrationsT } from '@/features/integrations/hooks/use-integrations-t';
import { OwnerPage } from '@/features/orgs/components/owner-page';

/** The page waits for its messages in the reader's language. */
export async function loader() {
  await integrationsCatalogue.ready();
  return null;
}

/** /dashboard/<owner>/integrations: organisation API keys and webhooks. */
export function Component() {
  const t = useIntegrationsT();
  return (
    <OwnerPage title={t('integrations.pageTitle')} description={t('integrations.pageDescription')}>
      {({ organization }) => <IntegrationsCard organization={organization} />}
    </OwnerPage>
  );
}

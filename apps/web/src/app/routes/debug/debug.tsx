import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import * as constants from '@/config/constants';
import { useAppConfig } from '@/features/system/hooks/use-app-config';
import { DebugGate } from './debug-gate';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';

function DebugScreen() {
  const t = useDashboardT();
  const config = useAppConfig();
  const { anonKey: _hidden, ...visibleConfig } = config.data ?? {};
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        eyebrow={t('dashboard.debug.tools')}
        title={t('dashboard.debug.title')}
        description={t('dashboard.debug.description')}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.debug.config')}</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
            {JSON.stringify(visibleConfig, null, 2)}
          </pre>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.debug.constants')}</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
            {JSON.stringify(constants, null, 2)}
          </pre>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

export function Component() {
  return (
    <DebugGate>
      <DebugScreen />
    </DebugGate>
  );
}

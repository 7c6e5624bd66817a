import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import * as constants from '@/config/constants';
import { useAppConfig } from '@/features/system/hooks/use-app-config';
import { DebugGate } from './debug-gate';

function DebugScreen() {
  const config = useAppConfig();
  const { anonKey: _hidden, ...visibleConfig } = config.data ?? {};
  return (
    <PageContainer className="space-y-6">
      <PageHeader eyebrow="Debug tools" title="Debug" description="Local development only." />
      <Card>
        <CardHeader>
          <CardTitle>Server configuration (/api/config)</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
            {JSON.stringify(visibleConfig, null, 2)}
          </pre>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Constants (SPEC.md §9)</CardTitle>
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

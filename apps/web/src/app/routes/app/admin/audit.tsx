import { useSearchParams } from 'react-router';
import { AuditEntries } from '@/features/admin/components/audit-entries';
import { AuthEvents } from '@/features/admin/components/auth-events';
import { RolePage } from '@/features/attendance/components/role-page';
import { SegmentedTabs } from '@/features/attendance/components/segmented-tabs';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { adminLoader } from '@/features/admin/catalogue';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, adminLoader);

/** /dashboard/admin/audit — data changes (before/after) and sign-in events. */
export function Component() {
  const t = useDashboardT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'auth' ? 'auth' : 'data';
  return (
    <RolePage
      title={t('dashboard.audit.title')}
      description={t('dashboard.audit.description')}
      back={{ to: '/dashboard/admin', label: t('dashboard.back.admin') }}
    >
      <SegmentedTabs
        label={t('dashboard.audit.title')}
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'auth' ? { tab: 'auth' } : {}, { replace: true })
        }
        items={[
          { value: 'data', label: t('dashboard.audit.data'), content: <AuditEntries /> },
          { value: 'auth', label: t('dashboard.audit.auth'), content: <AuthEvents /> },
        ]}
      />
    </RolePage>
  );
}

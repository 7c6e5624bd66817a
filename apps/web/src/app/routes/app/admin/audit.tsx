import { useSearchParams } from 'react-router';
import { AuditEntries } from '@/features/admin/components/audit-entries';
import { AuthEvents } from '@/features/admin/components/auth-events';
import { RolePage } from '@/features/attendance/components/role-page';
import { SegmentedTabs } from '@/features/attendance/components/segmented-tabs';

/** /dashboard/admin/audit — data changes (before/after) and sign-in events. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'auth' ? 'auth' : 'data';
  return (
    <RolePage
      title="Audit log"
      description="Who changed what and when, across every organisation."
      back={{ to: '/dashboard/admin', label: 'Admin dashboard' }}
    >
      <SegmentedTabs
        label="Audit log"
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'auth' ? { tab: 'auth' } : {}, { replace: true })
        }
        items={[
          { value: 'data', label: 'Data changes', content: <AuditEntries /> },
          { value: 'auth', label: 'Sign-in events', content: <AuthEvents /> },
        ]}
      />
    </RolePage>
  );
}

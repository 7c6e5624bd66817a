import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCatalogueT } from '@/features/i18n';
import type { OrgSettings } from '../api/organization';
import { useMyRequests } from '../hooks/use-requests';
import { useToday } from '../hooks/use-today';
import { type CorrectionDefaults, CorrectionRequestForm } from './correction-request-form';
import { LeaveBalanceCard, LeaveForm, leaveCatalogue } from '@/features/leave';
import type { ActiveMember } from './member-gate';
import { MyRequestsList } from './my-requests-list';
import { OrgLine } from './org-line';
import { SegmentedTabs } from './segmented-tabs';

/** A person's requests page: the two forms and everything they have asked for. */
export function MyRequestsPanel({
  member,
  org,
  approver,
  correction,
}: {
  member: ActiveMember;
  org: OrgSettings;
  approver: string;
  /** Prefilled correction (e.g. from the timesheet's "request a correction"). */
  correction?: CorrectionDefaults;
}) {
  const t = useCatalogueT(leaveCatalogue);
  const today = useToday(org.timezone);
  const requests = useMyRequests(member.id);
  const [tab, setTab] = useState<'leave' | 'correction'>(correction ? 'correction' : 'leave');
  return (
    <div className="space-y-6">
      <OrgLine name={org.name} />
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start" data-tour="my-requests">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('leave.requests.panel.new')}</CardTitle>
            <CardDescription>
              {t('leave.requests.panel.newDescription', { approver })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SegmentedTabs
              label={t('leave.requests.panel.kind')}
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  value: 'leave',
                  label: t('leave.requests.panel.leave'),
                  content: (
                    <LeaveForm
                      orgId={org.id}
                      memberId={member.id}
                      today={today}
                      approver={approver}
                    />
                  ),
                },
                {
                  value: 'correction',
                  label: t('leave.requests.panel.correction'),
                  content: (
                    <CorrectionRequestForm
                      orgId={org.id}
                      today={today}
                      timeZone={org.timezone}
                      approver={approver}
                      defaults={correction}
                    />
                  ),
                },
              ]}
            />
          </CardContent>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{t('leave.requests.panel.yours')}</CardTitle>
            <CardDescription>{t('leave.requests.panel.yoursDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <MyRequestsList
              requests={requests.data}
              timeZone={org.timezone}
              isLoading={requests.isPending}
              error={requests.error}
              onRetry={() => void requests.refetch()}
            />
          </CardContent>
        </Card>
      </div>
      <LeaveBalanceCard memberId={member.id} />
    </div>
  );
}

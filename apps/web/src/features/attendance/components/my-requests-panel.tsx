import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { OrgSettings } from '../api/organization';
import { useMyRequests } from '../hooks/use-requests';
import { useToday } from '../hooks/use-today';
import { type CorrectionDefaults, CorrectionRequestForm } from './correction-request-form';
import { LeaveBalanceCard, LeaveForm } from '@/features/leave';
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
  const today = useToday(org.timezone);
  const requests = useMyRequests(member.id);
  const [tab, setTab] = useState<'leave' | 'correction'>(correction ? 'correction' : 'leave');
  return (
    <div className="space-y-6">
      <OrgLine name={org.name} />
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start" data-tour="my-requests">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>New request</CardTitle>
            <CardDescription>{approver} decides; you see the answer here.</CardDescription>
          </CardHeader>
          <CardContent>
            <SegmentedTabs
              label="Kind of request"
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  value: 'leave',
                  label: 'Leave',
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
                  label: 'Correction',
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
            <CardTitle>Your requests</CardTitle>
            <CardDescription>
              Newest first. You can cancel a request until it is decided.
            </CardDescription>
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

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue } from '@/features/leave';
import { useMyRequests } from '../hooks/use-requests';
import { MyRequestsList } from './my-requests-list';

/** The latest few of a person's requests, and the way to the full page. */
export function RequestsSummaryCard({
  memberId,
  timeZone,
  to,
}: {
  memberId: string;
  timeZone: string;
  to: string;
}) {
  const t = useCatalogueT(leaveCatalogue);
  const requests = useMyRequests(memberId);
  const pending = (requests.data ?? []).filter((r) => r.status === 'pending').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('leave.requests.card.title')}</CardTitle>
        <CardDescription>
          {requests.isSuccess
            ? pending
              ? t('leave.requests.card.waiting', { count: pending })
              : t('leave.requests.card.nothing')
            : ' '}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <MyRequestsList
          requests={requests.data}
          timeZone={timeZone}
          isLoading={requests.isPending}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          limit={3}
        />
        <Button asChild variant="outline" size="sm">
          <Link to={to}>
            {t('leave.requests.card.link')} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

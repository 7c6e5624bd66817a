import { Badge } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { GuideProgress } from '../api/progress';
import { catalogue } from '../catalogue';

/** Done, in progress (a show-me tour under way) or not started. */
export function ProgressBadge({ progress }: { progress: GuideProgress | undefined }) {
  const t = useCatalogueT(catalogue);
  if (progress?.status === 'done')
    return (
      <Badge variant="success" data-status="done">
        {t('tutorials.status.done')}
      </Badge>
    );
  if (progress?.status === 'started')
    return (
      <Badge variant="warning" data-status="started">
        {t('tutorials.status.started')}
      </Badge>
    );
  return <Badge data-status="not-started">{t('tutorials.status.notStarted')}</Badge>;
}

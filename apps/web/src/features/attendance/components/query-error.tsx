import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { describeApiError } from '../utils/describe-api-error';

/** A failed load, in words, with a way to try again. */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const t = useAttendanceT();
  return (
    <Alert variant="error" title={title ?? t('attendance.queryError.title')}>
      <p>{describeApiError(error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('attendance.queryError.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeApiError } from '../utils/describe-api-error';

/** A failed load, in words, with a way to try again. */
export function QueryError({
  error,
  onRetry,
  title = 'Could not load this',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Alert variant="error" title={title}>
      <p>{describeApiError(error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

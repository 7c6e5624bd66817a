import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/error-messages';

/** A failed Admin load, in words, with a retry. */
export function AdminError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="error" title="Could not load this list">
      <p>{describeError(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

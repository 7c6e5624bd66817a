import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/error-messages';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** A failed Admin load, in words, with a retry. */
export function AdminError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useCatalogueT(catalogue);
  return (
    <Alert variant="error" title={t('admin.error.title')}>
      <p>{describeError(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('admin.error.retry')}
      </Button>
    </Alert>
  );
}

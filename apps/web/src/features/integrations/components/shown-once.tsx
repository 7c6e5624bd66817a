import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Input } from '@/components/ui';
import { useIntegrationsT } from '../hooks/use-integrations-t';

/** A secret the server hands out once: shown with a copy button and a warning. */
export function ShownOnce({
  title,
  value,
  testId,
}: {
  title: string;
  value: string;
  testId: string;
}) {
  const t = useIntegrationsT();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value).catch(() => undefined);
    setIsCopied(true);
  };
  return (
    <Alert variant="success" title={title}>
      <p>{t('integrations.shownOnce.body')}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={value}
          aria-label={title}
          data-testid={testId}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {isCopied ? t('integrations.shownOnce.copied') : t('integrations.shownOnce.copy')}
        </Button>
      </div>
    </Alert>
  );
}

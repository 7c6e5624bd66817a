import { formatNumber } from '@ias/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { saveFile } from '@/features/reports/utils/save-file';
import { ApiError } from '@/lib/api-client';
import { downloadMyData } from '../api/privacy';
import { catalogue } from '../catalogue';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; bytes: number }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/** /profile: download everything the app keeps about the signed-in person, as one ZIP. */
export function DataExportCard() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'working', bytes: 0 });
    try {
      const { blob, fileName } = await downloadMyData((bytes) =>
        setState({ kind: 'working', bytes }),
      );
      saveFile(blob, fileName);
      setState({ kind: 'done', fileName });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status > 0 && error.message
          ? error.message
          : t('privacy.export.failed');
      setState({ kind: 'failed', message });
    }
  };

  return (
    <Card data-testid="data-export">
      <CardHeader>
        <CardTitle>{t('privacy.export.title')}</CardTitle>
        <CardDescription>{t('privacy.export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          variant="outline"
          onClick={() => void download()}
          isLoading={state.kind === 'working'}
          disabled={state.kind === 'working'}
        >
          {state.kind !== 'working' && <Download className="h-4 w-4" aria-hidden="true" />}
          {t('privacy.export.button')}
        </Button>
        <div aria-live="polite" className="text-sm">
          {state.kind === 'working' && (
            <p className="text-slate-600">
              {state.bytes > 0
                ? t('privacy.export.progress', {
                    size: formatNumber(state.bytes / 1_048_576, locale, {
                      maximumFractionDigits: 1,
                    }),
                  })
                : t('privacy.export.preparing')}
            </p>
          )}
          {state.kind === 'done' && (
            <Alert variant="success">{t('privacy.export.done', { name: state.fileName })}</Alert>
          )}
          {state.kind === 'failed' && <Alert variant="error">{state.message}</Alert>}
        </div>
      </CardContent>
    </Card>
  );
}

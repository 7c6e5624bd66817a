import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Alert, Button, Dialog } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { openFile } from '../api/items';
import type { FileItem } from '../api/types';
import { catalogue } from '../catalogue';
import { startDownload } from '../utils/download';
import { previewKind } from '../utils/format';
import { PreviewSkeleton } from './files-skeleton';

/** An image or a PDF shown in the page; other files offer their download. */
export function PreviewDialog({ item, onClose }: { item: FileItem | null; onClose: () => void }) {
  const t = useCatalogueT(catalogue);
  const link = useQuery({
    queryKey: ['files', 'open', item?.id],
    queryFn: () => openFile(item!.id),
    enabled: Boolean(item),
    staleTime: 5 * 60_000,
    gcTime: 0,
  });
  const kind = previewKind(item?.mime_type ?? null);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? t('files.preview.title', { name: item.name }) : ''}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('files.action.close')}
          </Button>
          <Button
            disabled={!link.data}
            onClick={() => link.data && startDownload(link.data.download_url)}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> {t('files.action.download')}
          </Button>
        </>
      }
    >
      {link.isPending ? (
        <PreviewSkeleton label={t('files.preview.loading')} />
      ) : link.isError ? (
        <Alert variant="error">
          <p>{link.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void link.refetch()}>
            {t('files.page.retry')}
          </Button>
        </Alert>
      ) : kind === 'image' ? (
        <img
          src={link.data.url}
          alt={item?.name ?? ''}
          className="mx-auto max-h-[70dvh] max-w-full object-contain"
        />
      ) : kind === 'pdf' ? (
        <iframe
          src={link.data.url}
          title={item?.name ?? ''}
          data-testid="pdf-preview"
          className="h-[70dvh] w-full rounded-lg border border-slate-200"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('files.preview.none')}</p>
      )}
    </Dialog>
  );
}

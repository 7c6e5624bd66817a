import { formatDate } from '@ias/shared';
import { Trash2 } from 'lucide-react';
import { Button, EmptyState } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import type { FileItem } from '../api/types';
import { catalogue } from '../catalogue';
import { formatBytes } from '../utils/format';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH_DAYS = 30;

/** What was deleted in the space, with the days left to restore it. */
export function TrashList({
  items,
  restoringId,
  onRestore,
  onPurge,
}: {
  items: FileItem[];
  restoringId: string | null;
  onRestore: (item: FileItem) => void;
  onPurge: (item: FileItem) => void;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Trash2}
        title={t('files.trash.empty')}
        description={t('files.trash.emptyText')}
      />
    );
  }
  return (
    <ul
      aria-label={t('files.trash.title')}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => {
        const deleted = new Date(item.deleted_at!);
        const days = Math.max(
          0,
          TRASH_DAYS - Math.floor((Date.now() - deleted.getTime()) / DAY_MS),
        );
        return (
          <li
            key={item.id}
            data-testid="trash-item"
            className="flex flex-wrap items-center gap-3 px-3 py-2.5"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-500">
                {t('files.trash.deleted', { date: formatDate(deleted, locale) })} ·{' '}
                {t('files.trash.daysLeft', { days })}
                {item.kind === 'file' ? ` · ${formatBytes(item.size, locale)}` : ''}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              isLoading={restoringId === item.id}
              onClick={() => onRestore(item)}
            >
              {t('files.action.restore')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => onPurge(item)}
            >
              {t('files.action.deleteForever')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

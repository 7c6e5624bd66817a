import { FileText, Folder, Image as ImageIcon } from 'lucide-react';
import { formatDate } from '@ias/shared';
import { useCatalogueT, useLocale } from '@/features/i18n';
import type { FileItem } from '../api/types';
import { catalogue } from '../catalogue';
import { formatBytes, previewKind } from '../utils/format';
import { type ItemAction, ItemMenu } from './item-menu';

type Props = {
  items: FileItem[];
  view: 'list' | 'grid';
  canWrite: boolean;
  onAction: (action: ItemAction, item: FileItem) => void;
};

function ItemIcon({ item, className }: { item: FileItem; className: string }) {
  const Icon =
    item.kind === 'folder'
      ? Folder
      : previewKind(item.mime_type) === 'image'
        ? ImageIcon
        : FileText;
  return (
    <Icon
      aria-hidden="true"
      className={`${className} ${item.kind === 'folder' ? 'text-amber-500' : 'text-slate-500'}`}
    />
  );
}

/** A folder's items as a table (list) or as tiles (grid); a name opens the item. */
export function ItemList({ items, view, canWrite, onAction }: Props) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const openButton = (item: FileItem) => (
    <button
      type="button"
      onClick={() => onAction('open', item)}
      className="min-w-0 truncate text-left font-medium text-slate-900 hover:text-brand-700 hover:underline"
    >
      {item.name}
    </button>
  );

  if (view === 'grid') {
    return (
      <ul
        aria-label={t('files.list.label')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      >
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="file-item"
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
          >
            <div className="flex items-start justify-between">
              <ItemIcon item={item} className="h-8 w-8" />
              <ItemMenu item={item} canWrite={canWrite} onAction={onAction} />
            </div>
            {openButton(item)}
            <span className="text-xs text-slate-500">
              {item.kind === 'folder' ? t('files.list.folder') : formatBytes(item.size, locale)}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table aria-label={t('files.list.label')} className="w-full table-fixed text-sm">
      <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th className="py-2 pr-2 font-medium">{t('files.list.name')}</th>
          <th className="hidden w-36 py-2 pr-2 font-medium sm:table-cell">
            {t('files.list.changed')}
          </th>
          <th className="w-20 py-2 pr-2 text-right font-medium sm:w-24">{t('files.list.size')}</th>
          <th className="w-12 py-2">
            <span className="sr-only">{t('files.list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item) => (
          <tr key={item.id} data-testid="file-item">
            <td className="py-2 pr-2">
              <div className="flex min-w-0 items-center gap-2">
                <ItemIcon item={item} className="h-5 w-5 shrink-0" />
                {openButton(item)}
              </div>
            </td>
            <td className="hidden py-2 pr-2 text-slate-600 sm:table-cell">
              {formatDate(item.updated_at, locale)}
            </td>
            <td className="py-2 pr-2 text-right text-slate-600">
              {item.kind === 'folder' ? '—' : formatBytes(item.size, locale)}
            </td>
            <td className="py-2 text-right">
              <ItemMenu item={item} canWrite={canWrite} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreVertical } from 'lucide-react';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { FileItem } from '../api/types';
import { catalogue } from '../catalogue';

export type ItemAction = 'open' | 'download' | 'rename' | 'move' | 'share' | 'delete';

const itemClasses =
  'flex cursor-pointer items-center rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** The actions on one item that the person may take (writers rename, move, share, delete). */
export function ItemMenu({
  item,
  canWrite,
  onAction,
}: {
  item: FileItem;
  canWrite: boolean;
  onAction: (action: ItemAction, item: FileItem) => void;
}) {
  const t = useCatalogueT(catalogue);
  const isFile = item.kind === 'file';
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t('files.action.menu', { name: item.name })}
        className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <MoreVertical aria-hidden="true" className="h-4 w-4" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-[11rem] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu.Item className={itemClasses} onSelect={() => onAction('open', item)}>
            {isFile ? t('files.action.preview') : t('files.action.open')}
          </Menu.Item>
          {isFile ? (
            <Menu.Item className={itemClasses} onSelect={() => onAction('download', item)}>
              {t('files.action.download')}
            </Menu.Item>
          ) : null}
          {canWrite ? (
            <>
              <Menu.Item className={itemClasses} onSelect={() => onAction('rename', item)}>
                {t('files.action.rename')}
              </Menu.Item>
              <Menu.Item className={itemClasses} onSelect={() => onAction('move', item)}>
                {t('files.action.move')}
              </Menu.Item>
              {isFile ? (
                <Menu.Item className={itemClasses} onSelect={() => onAction('share', item)}>
                  {t('files.action.share')}
                </Menu.Item>
              ) : null}
              <Menu.Separator className="my-1 h-px bg-slate-100" />
              <Menu.Item
                className={cn(itemClasses, 'text-red-700')}
                onSelect={() => onAction('delete', item)}
              >
                {t('files.action.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

import { ArrowDownAZ, ArrowUpAZ, FolderPlus, LayoutGrid, List, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { SortKey } from '../api/types';
import { catalogue } from '../catalogue';

export type ToolbarProps = {
  canWrite: boolean;
  search: string;
  sort: SortKey;
  isAscending: boolean;
  view: 'list' | 'grid';
  isTrash: boolean;
  onSearch: (text: string) => void;
  onSort: (key: SortKey) => void;
  onDirection: () => void;
  onView: (view: 'list' | 'grid') => void;
  onTrash: (isTrash: boolean) => void;
  onNewFolder: () => void;
  onFiles: (files: File[]) => void;
};

/** Upload, new folder, search, sort, list/grid and the trash. */
export function FilesToolbar(props: ToolbarProps) {
  const t = useCatalogueT(catalogue);
  const input = useRef<HTMLInputElement>(null);
  if (props.isTrash) {
    return (
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('files.trash.title')}</h2>
        <Button variant="outline" onClick={() => props.onTrash(false)}>
          {t('files.toolbar.backToFiles')}
        </Button>
      </div>
    );
  }
  const toggle = (view: 'list' | 'grid') =>
    cn(
      'rounded-md p-2',
      props.view === view
        ? 'bg-white text-slate-900 shadow-sm'
        : 'text-slate-500 hover:text-slate-800',
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {props.canWrite ? (
        <>
          <Button onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" className="h-4 w-4" /> {t('files.toolbar.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="file-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) props.onFiles(files);
            }}
          />
          <Button variant="outline" onClick={props.onNewFolder}>
            <FolderPlus aria-hidden="true" className="h-4 w-4" /> {t('files.toolbar.newFolder')}
          </Button>
        </>
      ) : null}
      <SearchInput
        aria-label={t('files.toolbar.search')}
        placeholder={t('files.toolbar.search')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        className="order-last w-full xl:order-none xl:w-auto xl:flex-1"
      />
      <label className="flex items-center gap-1 text-sm text-slate-600">
        <span className="sr-only sm:not-sr-only">{t('files.toolbar.sort')}</span>
        <select
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as SortKey)}
        >
          <option value="name">{t('files.toolbar.sort.name')}</option>
          <option value="updated_at">{t('files.toolbar.sort.updated')}</option>
          <option value="size">{t('files.toolbar.sort.size')}</option>
        </select>
      </label>
      <Button
        variant="ghost"
        size="icon"
        onClick={props.onDirection}
        aria-label={
          props.isAscending ? t('files.toolbar.ascending') : t('files.toolbar.descending')
        }
      >
        {props.isAscending ? (
          <ArrowDownAZ aria-hidden="true" className="h-4 w-4" />
        ) : (
          <ArrowUpAZ aria-hidden="true" className="h-4 w-4" />
        )}
      </Button>
      <div className="flex rounded-lg bg-slate-100 p-0.5">
        <button
          type="button"
          className={toggle('list')}
          aria-pressed={props.view === 'list'}
          aria-label={t('files.toolbar.list')}
          onClick={() => props.onView('list')}
        >
          <List aria-hidden="true" className="h-4 w-4" />
        </button>
        <button
          type="button"
          className={toggle('grid')}
          aria-pressed={props.view === 'grid'}
          aria-label={t('files.toolbar.grid')}
          onClick={() => props.onView('grid')}
        >
          <LayoutGrid aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {props.canWrite ? (
        <Button variant="ghost" onClick={() => props.onTrash(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('files.toolbar.trash')}
        </Button>
      ) : null}
    </div>
  );
}

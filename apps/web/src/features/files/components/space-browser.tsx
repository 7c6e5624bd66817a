import { useMutation } from '@tanstack/react-query';
import { FolderOpen, SearchX } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, ConfirmDialog, EmptyState } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import {
  createFolder,
  moveItem,
  openFile,
  purgeItem,
  renameItem,
  restoreItem,
  trashItem,
} from '../api/items';
import type { FileItem, SortKey, Space, Usage } from '../api/types';
import { catalogue } from '../catalogue';
import { useFolders, useItems, useRefreshFiles, useTrash } from '../hooks/use-files-data';
import { useLiveSpace } from '../hooks/use-live-space';
import { useUploads } from '../hooks/use-uploads';
import { startDownload } from '../utils/download';
import { formatBytes } from '../utils/format';
import { sortItems } from '../utils/sort';
import { FilesToolbar } from './files-toolbar';
import { FolderCrumbs } from './folder-crumbs';
import { ItemList } from './item-list';
import type { ItemAction } from './item-menu';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { FileListSkeleton, TrashSkeleton } from './files-skeleton';
import { PreviewDialog } from './preview-dialog';
import { ShareDialog } from './share-dialog';
import { useSpaceName } from './space-nav';
import { TrashList } from './trash-list';
import { UploadPanel } from './upload-panel';

type Dialogs =
  | { kind: 'none' }
  | { kind: 'newFolder' }
  | { kind: 'rename' | 'move' | 'share' | 'delete' | 'preview' | 'purge'; item: FileItem };

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** One space: its folders and files, uploads by picker or drop, the item actions and its trash. */
export function SpaceBrowser({
  space,
  spaces,
  usage,
}: {
  space: Space;
  spaces: Space[];
  usage: Usage;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const nameOf = useSpaceName();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const isTrash = params.get('view') === 'trash';
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  const [isAscending, setAscending] = useState(true);
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' });
  const [notice, setNotice] = useState<{ text: string; undo?: FileItem } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);
  const refresh = useRefreshFiles();
  const items = useItems(space.id, folderId, search);
  const folders = useFolders(space.id);
  const trash = useTrash(space.id, isTrash);
  const uploads = useUploads(() => void refresh());
  const announce = useLiveSpace(space.id);

  const go = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const close = () => setDialog({ kind: 'none' });
  const done = async (text?: string, undo?: FileItem) => {
    close();
    announce();
    if (text) setNotice({ text, ...(undo ? { undo } : {}) });
    await refresh();
  };

  const makeFolder = useMutation({
    mutationFn: (name: string) => createFolder(space.id, folderId, name),
    onSuccess: () => done(),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameItem(id, name),
    onSuccess: () => done(),
  });
  const move = useMutation({
    mutationFn: ({
      id,
      spaceId,
      parentId,
    }: {
      id: string;
      spaceId: string;
      parentId: string | null;
    }) => moveItem(id, spaceId, parentId),
    onSuccess: () => done(),
  });
  const remove = useMutation({
    mutationFn: (item: FileItem) => trashItem(item.id),
    onSuccess: (_, item) => done(t('files.delete.done', { name: item.name }), item),
  });
  const restore = useMutation({
    mutationFn: (item: FileItem) => restoreItem(item.id),
    onSuccess: (_, item) => done(t('files.trash.restored', { name: item.name })),
    onError: (error) => setNotice({ text: message(error, t('files.error.generic')) }),
  });
  const purge = useMutation({
    mutationFn: (item: FileItem) => purgeItem(item.id),
    onSuccess: () => done(),
  });
  const download = useMutation({
    mutationFn: (item: FileItem) => openFile(item.id),
    onSuccess: (link) => startDownload(link.download_url),
    onError: (error) => setNotice({ text: message(error, t('files.error.generic')) }),
  });

  const onAction = (action: ItemAction, item: FileItem) => {
    setNotice(null);
    if (action === 'open') {
      if (item.kind === 'folder') {
        setSearch('');
        go({ folder: item.id });
      } else setDialog({ kind: 'preview', item });
    } else if (action === 'download') download.mutate(item);
    else setDialog({ kind: action, item });
  };

  /** Refuses at once what cannot fit (the server checks again); queues the rest. */
  const addFiles = (files: File[]) => {
    setRefusal(null);
    const tooBig = files.find((file) => file.size > usage.file_size_limit);
    if (tooBig) {
      setRefusal(
        t('files.upload.tooBig', {
          name: tooBig.name,
          limit: formatBytes(usage.file_size_limit, locale),
        }),
      );
      return;
    }
    const needed = files.reduce((sum, file) => sum + file.size, 0);
    const left = Math.max(0, usage.quota_bytes - usage.used_bytes);
    if (needed > left) {
      setRefusal(
        t('files.upload.wontFit', {
          count: files.length,
          needed: formatBytes(needed, locale),
          left: formatBytes(left, locale),
        }),
      );
      return;
    }
    uploads.add(files, { spaceId: space.id, parentId: folderId });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!space.can_write || isTrash) return;
    const files = [...event.dataTransfer.files];
    if (files.length) addFiles(files);
  };

  const shown = sortItems(items.data ?? [], sort, isAscending, locale);
  let listing;
  if (isTrash) {
    listing = trash.isPending ? (
      <TrashSkeleton />
    ) : trash.isError ? (
      <Alert variant="error">
        <p>{trash.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void trash.refetch()}>
          {t('files.page.retry')}
        </Button>
      </Alert>
    ) : (
      <TrashList
        items={trash.data}
        restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
        onRestore={(item) => restore.mutate(item)}
        onPurge={(item) => setDialog({ kind: 'purge', item })}
      />
    );
  } else if (items.isPending) {
    listing = <FileListSkeleton view={view} label={t('files.list.loading')} />;
  } else if (items.isError) {
    listing = (
      <Alert variant="error">
        <p>{items.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void items.refetch()}>
          {t('files.page.retry')}
        </Button>
      </Alert>
    );
  } else if (shown.length === 0) {
    listing = search.trim() ? (
      <EmptyState icon={SearchX} title={t('files.list.noMatch', { text: search.trim() })} />
    ) : (
      <EmptyState
        icon={FolderOpen}
        title={t('files.list.empty')}
        description={space.can_write ? t('files.list.emptyWrite') : t('files.list.emptyRead')}
      />
    );
  } else {
    listing = <ItemList items={shown} view={view} canWrite={space.can_write} onAction={onAction} />;
  }

  const pending = dialog.kind !== 'none' && 'item' in dialog ? dialog.item : null;
  return (
    <section
      aria-label={nameOf(space)}
      className={cn(
        'relative min-w-0 space-y-4 rounded-2xl',
        isDragging && 'outline-dashed outline-2 outline-brand-500',
      )}
      onDragOver={(event) => {
        if (!space.can_write || isTrash) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      {isDragging ? (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-brand-50/80 text-lg font-semibold text-brand-800">
          {t('files.drop.here')}
        </div>
      ) : null}
      {!isTrash ? (
        <FolderCrumbs
          spaceName={nameOf(space)}
          folderId={folderId}
          folders={folders.data ?? []}
          onOpen={(id) => go({ folder: id })}
        />
      ) : null}
      <FilesToolbar
        canWrite={space.can_write}
        search={search}
        sort={sort}
        isAscending={isAscending}
        view={view}
        isTrash={isTrash}
        onSearch={setSearch}
        onSort={setSort}
        onDirection={() => setAscending((value) => !value)}
        onView={setView}
        onTrash={(value) => go({ view: value ? 'trash' : null, folder: null })}
        onNewFolder={() => setDialog({ kind: 'newFolder' })}
        onFiles={addFiles}
      />
      {refusal ? (
        <Alert variant="error" onClick={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {notice ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-800 px-3 py-2 text-sm text-white"
        >
          <span className="flex-1">{notice.text}</span>
          {notice.undo ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => notice.undo && restore.mutate(notice.undo)}
            >
              {t('files.delete.undo')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <UploadPanel
        uploads={uploads.uploads}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onClear={uploads.clearFinished}
      />
      {listing}

      <NameDialog
        open={dialog.kind === 'newFolder'}
        title={t('files.folder.title')}
        label={t('files.folder.name')}
        initial=""
        submitLabel={t('files.action.create')}
        isPending={makeFolder.isPending}
        error={makeFolder.isError ? message(makeFolder.error, t('files.error.generic')) : null}
        onSubmit={(name) => makeFolder.mutate(name)}
        onClose={() => {
          makeFolder.reset();
          close();
        }}
      />
      <NameDialog
        open={dialog.kind === 'rename'}
        title={pending ? t('files.rename.title', { name: pending.name }) : ''}
        label={t('files.rename.name')}
        initial={pending?.name ?? ''}
        submitLabel={t('files.action.save')}
        isPending={rename.isPending}
        error={rename.isError ? message(rename.error, t('files.error.generic')) : null}
        onSubmit={(name) => pending && rename.mutate({ id: pending.id, name })}
        onClose={() => {
          rename.reset();
          close();
        }}
      />
      <MoveDialog
        item={dialog.kind === 'move' ? dialog.item : null}
        space={space}
        spaces={spaces}
        isPending={move.isPending}
        error={move.isError ? message(move.error, t('files.error.generic')) : null}
        onMove={(spaceId, parentId) =>
          pending && move.mutate({ id: pending.id, spaceId, parentId })
        }
        onClose={() => {
          move.reset();
          close();
        }}
      />
      <ShareDialog item={dialog.kind === 'share' ? dialog.item : null} onClose={close} />
      <PreviewDialog item={dialog.kind === 'preview' ? dialog.item : null} onClose={close} />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) {
            remove.reset();
            close();
          }
        }}
        title={pending ? t('files.delete.title', { name: pending.name }) : ''}
        description={t('files.delete.text')}
        confirmLabel={t('files.action.delete')}
        onConfirm={() => pending && remove.mutate(pending)}
        isPending={remove.isPending}
        error={remove.isError ? message(remove.error, t('files.error.generic')) : null}
      />
      <ConfirmDialog
        open={dialog.kind === 'purge'}
        onOpenChange={(open) => {
          if (!open && !purge.isPending) {
            purge.reset();
            close();
          }
        }}
        title={pending ? t('files.purge.title', { name: pending.name }) : ''}
        description={t('files.purge.text')}
        confirmLabel={t('files.action.deleteForever')}
        onConfirm={() => pending && purge.mutate(pending)}
        isPending={purge.isPending}
        error={purge.isError ? message(purge.error, t('files.error.generic')) : null}
      />
    </section>
  );
}

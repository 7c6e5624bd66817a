import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, FileText, Paperclip, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Alert, Button, ConfirmDialog, SkeletonList } from '@/components/ui';
import { formatBytes } from '@/features/files/utils/format';
import { useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import {
  type Attachment,
  attachmentLink,
  cardFolder,
  listAttachments,
  removeAttachment,
  TASK_FILE_MAX_BYTES,
  uploadAttachment,
} from '../api/attachments';
import { tasksKeys } from '../api/tasks-keys';
import type { TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

type Progress = { name: string; sent: number; total: number };

/**
 * A card's files (private bucket, signed links made when asked). Everyone who sees the card sees
 * and opens them; its editors and assignees (`canChange`) add and remove them.
 */
export function CardAttachments({ card, canChange }: { card: TaskCard; canChange: boolean }) {
  const t = useTasksT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const folder = cardFolder(card);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const files = useQuery({
    queryKey: tasksKeys.attachments(card.id),
    queryFn: () => listAttachments(folder),
  });
  // A file added or removed is also a line of the card's history.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksKeys.attachments(card.id) }),
      queryClient.invalidateQueries({ queryKey: tasksKeys.card(card.id) }),
    ]);

  /** A sentence for a failed upload, open or removal. */
  const failure = (cause: unknown): string => {
    const status =
      cause instanceof ApiError
        ? cause.status
        : Number((cause as { statusCode?: string; status?: number }).statusCode ?? 0);
    const code = (cause as { code?: string }).code;
    if (status === 413)
      return t('tasks.files.tooLarge', { size: formatBytes(TASK_FILE_MAX_BYTES, locale) });
    if (status === 415) return t('tasks.files.badType');
    if (status === 403 || code === '42501') return t('tasks.files.notAllowed');
    if (code === 'network_error' || /fetch|network/i.test(String((cause as Error).message)))
      return t('tasks.error.network');
    return t('tasks.files.failed');
  };

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setError(null);
    for (const file of chosen) {
      if (file.size > TASK_FILE_MAX_BYTES) {
        setError(
          t('tasks.files.tooLarge', { size: formatBytes(TASK_FILE_MAX_BYTES, locale) }) +
            ' ' +
            t('tasks.files.which', { name: file.name }),
        );
        continue;
      }
      setProgress({ name: file.name, sent: 0, total: file.size });
      try {
        await uploadAttachment(
          folder,
          file,
          (sent, total) => setProgress({ name: file.name, sent, total }),
          new AbortController().signal,
        );
      } catch (cause) {
        setError(`${failure(cause)} ${t('tasks.files.which', { name: file.name })}`);
      }
    }
    setProgress(null);
    await refresh();
  }

  const open = useMutation({
    mutationFn: async (file: { path: string; download?: string }) => {
      // The tab opens at once (a pop-up blocker allows it) and is sent to the link once made.
      const tab = file.download ? null : window.open('', '_blank');
      try {
        const url = await attachmentLink(file.path, file.download);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (cause) {
        tab?.close();
        throw cause;
      }
    },
    onError: (cause) => setError(failure(cause)),
  });
  const remove = useMutation({
    mutationFn: (file: Attachment) => removeAttachment(file.path),
    onError: (cause) => setError(failure(cause)),
    onSettled: refresh,
  });

  const list = files.data ?? [];
  return (
    <section className="space-y-2" aria-labelledby={`files-${card.id}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`files-${card.id}`} className="text-sm font-semibold text-slate-900">
          {t('tasks.files.title')}
        </h3>
        {canChange ? (
          <>
            <input
              ref={input}
              id={`task-files-${card.id}`}
              type="file"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label={t('tasks.files.add')}
              onChange={(event) => void onPick(event)}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              isLoading={progress !== null}
              onClick={() => input.current?.click()}
            >
              <Paperclip aria-hidden="true" className="h-4 w-4" />
              {t('tasks.files.add')}
            </Button>
          </>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        {t('tasks.files.limit', { size: formatBytes(TASK_FILE_MAX_BYTES, locale) })}
      </p>
      {progress ? (
        <div className="space-y-1" role="status">
          <p className="text-xs text-slate-700">
            {t('tasks.files.uploading', {
              name: progress.name,
              percent: Math.round((100 * progress.sent) / Math.max(progress.total, 1)),
            })}
          </p>
          <progress
            className="h-2 w-full"
            max={Math.max(progress.total, 1)}
            value={progress.sent}
            aria-label={t('tasks.files.progress', { name: progress.name })}
          />
        </div>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {files.isLoading ? <SkeletonList rows={2} /> : null}
      {files.error ? (
        <Alert variant="error">
          {failure(files.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void files.refetch()}>
            {t('tasks.retry')}
          </Button>
        </Alert>
      ) : null}
      {files.data && list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('tasks.files.none')}</p>
      ) : null}
      <ul className="space-y-1" aria-label={t('tasks.files.title')}>
        {list.map((file) => (
          <li
            key={file.path}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-2 py-1"
          >
            <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{file.name}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {formatBytes(file.size, locale)}
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('tasks.files.open', { name: file.name })}
              onClick={() => open.mutate({ path: file.path })}
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('tasks.files.download', { name: file.name })}
              onClick={() => open.mutate({ path: file.path, download: file.name })}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
            </Button>
            {canChange ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('tasks.files.remove', { name: file.name })}
                onClick={() => setRemoving(file)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setRemoving(null))}
        title={t('tasks.files.removeTitle')}
        description={t('tasks.files.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('tasks.files.removeConfirm')}
        isDestructive
        onConfirm={() => {
          if (removing) {
            setError(null);
            remove.mutate(removing);
          }
          setRemoving(null);
        }}
      />
    </section>
  );
}

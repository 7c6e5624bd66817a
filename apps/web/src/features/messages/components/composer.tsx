import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { ATTACHMENT_LIMITS } from '../api/types';
import { useMessagesT } from '../hooks/use-messages-t';
import { FileSize } from './file-size';

const MAX_LENGTH = 4000;

/**
 * Writes a message, with up to five files: Enter sends, Shift+Enter starts a new line; typing is
 * announced to the others.
 */
export function Composer({
  onSend,
  onTyping,
}: {
  onSend: (body: string, files: File[]) => void;
  onTyping: () => void;
}) {
  const t = useMessagesT();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const canSend = Boolean(body.trim()) || files.length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body.trim(), files);
    setBody('');
    setFiles([]);
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const onPick = (picked: FileList | null) => {
    const chosen = [...files, ...Array.from(picked ?? [])];
    const tooBig = chosen.filter((f) => f.size > ATTACHMENT_LIMITS.bytes);
    const kept = chosen.filter((f) => f.size <= ATTACHMENT_LIMITS.bytes);
    setProblem(
      tooBig.length
        ? t('messages.composer.tooBig', { name: tooBig[0]!.name })
        : kept.length > ATTACHMENT_LIMITS.files
          ? t('messages.composer.tooMany', { count: ATTACHMENT_LIMITS.files })
          : null,
    );
    setFiles(kept.slice(0, ATTACHMENT_LIMITS.files));
    if (picker.current) picker.current.value = '';
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-slate-200 bg-white p-3">
      {files.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('messages.composer.files')}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-xs"
            >
              <span className="truncate">{file.name}</span>
              <span className="text-slate-500">
                <FileSize bytes={file.size} />
              </span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-slate-200"
                aria-label={t('messages.composer.removeFile', { name: file.name })}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          className="sr-only"
          id="message-files"
          tabIndex={-1}
          aria-label={t('messages.composer.attach')}
          onChange={(event) => onPick(event.target.files)}
        />
        <Button
          type="button"
          variant="ghost"
          title={t('messages.composer.attach')}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('messages.composer.attach')}</span>
        </Button>
        <label htmlFor="message-body" className="sr-only">
          {t('messages.composer.label')}
        </label>
        <textarea
          id="message-body"
          rows={1}
          maxLength={MAX_LENGTH}
          value={body}
          placeholder={t('messages.composer.placeholder')}
          onChange={(event) => {
            setBody(event.target.value);
            if (event.target.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{t('messages.composer.send')}</span>
        </Button>
      </div>
    </form>
  );
}

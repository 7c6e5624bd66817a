import { useMutation } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { attachmentLink } from '../api/thread';
import type { Attachment } from '../api/types';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import { FileSize } from './file-size';

/** A message's files; each opens through a signed link made when asked (the bucket is private). */
export function AttachmentList({ files, isMine }: { files: Attachment[]; isMine: boolean }) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const open = useMutation({
    mutationFn: async (path: string) => {
      // The tab opens at once (a pop-up blocker allows it) and is sent to the link once made.
      const tab = window.open('', '_blank');
      try {
        const url = await attachmentLink(path);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
  return (
    <div className="mt-1 space-y-1">
      <ul className="space-y-1" aria-label={t('messages.file.list')}>
        {files.map((file) => (
          <li key={file.path}>
            <button
              type="button"
              onClick={() => open.mutate(file.path)}
              className={
                isMine
                  ? 'flex max-w-full items-center gap-2 rounded-lg bg-brand-700 px-2 py-1 text-left text-white hover:bg-brand-800'
                  : 'flex max-w-full items-center gap-2 rounded-lg bg-slate-100 px-2 py-1 text-left text-slate-900 hover:bg-slate-200'
              }
            >
              <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate underline">{file.name}</span>
              <span className="shrink-0 text-xs opacity-80">
                <FileSize bytes={file.size} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open.error ? <p className="text-xs">{errorText(open.error)}</p> : null}
    </div>
  );
}

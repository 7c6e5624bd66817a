import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadTarget, uploadFile } from '../api/upload';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export type Upload = {
  id: string;
  file: File;
  target: UploadTarget;
  sent: number;
  total: number;
  status: UploadStatus;
  error: string | null;
};

/** How many files travel at once; the others wait their turn. */
const PARALLEL = 3;

/**
 * The upload queue of the page: many files at once, each with its progress, cancel and retry.
 * `onUploaded` runs after each file arrives (to refresh the folder and the usage bar).
 */
export function useUploads(onUploaded: (target: UploadTarget) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const patch = useCallback((id: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const start = useCallback(
    (upload: Upload) => {
      const controller = new AbortController();
      controllers.current.set(upload.id, controller);
      patch(upload.id, { status: 'uploading', sent: 0, error: null });
      uploadFile(
        upload.file,
        upload.target,
        (sent, total) => patch(upload.id, { sent, total }),
        controller.signal,
      )
        .then(
          () => {
            patch(upload.id, { status: 'done', sent: upload.total });
            onUploadedRef.current(upload.target);
          },
          (error: unknown) => {
            if (controller.signal.aborted) patch(upload.id, { status: 'cancelled' });
            else
              patch(upload.id, {
                status: 'failed',
                error: error instanceof Error ? error.message : String(error),
              });
          },
        )
        .finally(() => controllers.current.delete(upload.id));
    },
    [patch],
  );

  // Starts queued files while fewer than PARALLEL are travelling.
  useEffect(() => {
    const running = uploads.filter((u) => u.status === 'uploading').length;
    const waiting = uploads
      .filter((u) => u.status === 'queued')
      .slice(0, Math.max(0, PARALLEL - running));
    for (const upload of waiting) start(upload);
  }, [uploads, start]);

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live.values()) controller.abort();
    };
  }, []);

  const add = useCallback((files: File[], target: UploadTarget) => {
    const added = files.map<Upload>((file) => ({
      id: crypto.randomUUID(),
      file,
      target,
      sent: 0,
      total: file.size,
      status: 'queued',
      error: null,
    }));
    setUploads((list) => [...list, ...added]);
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const controller = controllers.current.get(id);
      if (controller) controller.abort();
      else patch(id, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (id: string) => patch(id, { status: 'queued', sent: 0, error: null }),
    [patch],
  );

  const clearFinished = useCallback(
    () =>
      setUploads((list) => list.filter((u) => u.status === 'uploading' || u.status === 'queued')),
    [],
  );

  return { uploads, add, cancel, retry, clearFinished };
}

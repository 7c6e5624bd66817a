/** The element the server adds to a signed-in page's HTML (apps/server/src/modules/spa/page-html.ts). */
export const PAGE_CHUNKS_ID = 'ias-page-chunks';

/** Links appended per task: ~15 ms of the main thread at a phone's speed. */
const LINKS_PER_TASK = 12;

/** The page's scripts named in its HTML, or none when it names none (or not as expected). */
export function pageChunksIn(doc: Document): string[] {
  const text = doc.getElementById(PAGE_CHUNKS_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files)
      ? files.filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
      : [];
  } catch {
    return [];
  }
}

/**
 * Calls `then` in a task of its own. A message rather than a time-out: a tab opened in the
 * background runs time-outs once a second, and the page would start seconds late.
 */
function nextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/**
 * Asks for the page's scripts before the router does. The router's loader would append a
 * `<link rel=modulepreload>` for each of the 50–70 scripts of a signed-in page in one task, the
 * longest of its start; here they go a dozen per task, and the loader then finds them asked for
 * already (it skips any script a link names). Resolves when all are asked for, not downloaded.
 */
export function preloadPageChunks(
  doc: Document = document,
  perTask: number = LINKS_PER_TASK,
): Promise<void> {
  const files = pageChunksIn(doc);
  return new Promise((resolve) => {
    let next = 0;
    const appendSome = () => {
      for (const end = Math.min(next + perTask, files.length); next < end; next++) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.setAttribute('href', files[next]!);
        doc.head.append(link);
      }
      if (next < files.length) nextTask(appendSome);
      else resolve();
    };
    appendSome();
  });
}

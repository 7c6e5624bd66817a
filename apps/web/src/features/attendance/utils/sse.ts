/** One Server-Sent Events message (WHATWG HTML §9.2 "event stream interpretation"). */
export type SseMessage = { event: string; data: string; id?: string };

/**
 * An incremental text/event-stream parser: feed it decoded chunks as they arrive (they may split
 * lines, and CR LF pairs, anywhere) and it calls `onMessage` for each complete message. Comment
 * lines (heartbeats such as ': keep-alive') are skipped; `onRetry` receives `retry:` hints.
 */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onRetry?: (ms: number) => void,
) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastId: string | undefined;

  const dispatch = () => {
    if (data.length) onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      // A CR at the very end may be the first half of CR LF: wait for the next chunk.
      const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const pattern = /\r\n|\r|\n/g;
      let start = 0;
      let match: RegExpExecArray | null;
      while ((match = pattern.exec(buffer)) && match.index < end) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** Forgets a half-received message (the connection dropped). */
    reset() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.feed(chunk);
  return { messages, retries };
}

describe('Server-Sent Events parser', () => {
  it('reads named events with JSON data, as the live board sends them', () => {
    const { messages } = parse([
      'event: snapshot\ndata: {"date":"2026-11-23","entries":[]}\n\n',
      'event: attendance\ndata: {"id":"r1"}\n\n',
    ]);
    expect(messages).toEqual([
      { event: 'snapshot', data: '{"date":"2026-11-23","entries":[]}', id: undefined },
      { event: 'attendance', data: '{"id":"r1"}', id: undefined },
    ]);
  });

  it('joins messages split across chunks anywhere, including inside CR LF', () => {
    const text = 'event: attendance\r\ndata: {"a":1}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      const { messages } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual([
        { event: 'attendance', data: '{"a":1}', id: undefined },
      ]);
    }
  });

  it('skips heartbeat comments and keeps multi-line data, ids and retry hints', () => {
    const { messages, retries } = parse([
      ': keep-alive\n\n',
      'id: 7\nretry: 5000\ndata: a\ndata: b\n\n',
      'data:c\n\n',
    ]);
    expect(messages).toEqual([
      { event: 'message', data: 'a\nb', id: '7' },
      { event: 'message', data: 'c', id: '7' },
    ]);
    expect(retries).toEqual([5000]);
  });

  it('does not dispatch a message that never ended', () => {
    expect(parse(['event: attendance\ndata: {"half":']).messages).toEqual([]);
  });
});

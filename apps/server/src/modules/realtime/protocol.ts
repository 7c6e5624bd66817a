/**
 * Phoenix channel messages as supabase-js (realtime-js) sends them: vsn 1.0.0 is a JSON object,
 * vsn 2.0.0 a JSON array `[join_ref, ref, topic, event, payload]`, and a broadcast pushed by the
 * client under 2.0.0 arrives as a binary frame (kind 3, "user broadcast push").
 */
export type Message = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};

export type Vsn = '1.0.0' | '2.0.0';

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

function asPayload(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Decodes one frame; undefined when it is not a message this server understands. */
export function decodeMessage(data: Buffer, isBinary: boolean): Message | undefined {
  if (isBinary) return decodeBroadcastPush(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  if (Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { joinRef: str(joinRef), ref: str(ref), topic, event, payload: asPayload(payload) };
  }
  const object = asPayload(parsed);
  if (typeof object.topic !== 'string' || typeof object.event !== 'string') return undefined;
  return {
    joinRef: str(object.join_ref),
    ref: str(object.ref),
    topic: object.topic,
    event: object.event,
    payload: asPayload(object.payload),
  };
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** Kind 3: header lengths, then join_ref, ref, topic, user event, metadata and the payload. */
function decodeBroadcastPush(data: Buffer): Message | undefined {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return undefined;
  const [joinRefLength, refLength, topicLength, eventLength, metaLength, encoding] = [
    ...data.subarray(1, 7),
  ] as number[];
  let offset = 7;
  const take = (length: number) => {
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  };
  const joinRef = take(joinRefLength!);
  const ref = take(refLength!);
  const topic = take(topicLength!);
  const event = take(eventLength!);
  take(metaLength!);
  const body = data.subarray(offset);
  let payload: unknown;
  try {
    payload =
      encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8')) : body.toString('base64');
  } catch {
    return undefined;
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload },
  };
}

/** Encodes a server message in the socket's protocol version (always text frames). */
export function encodeMessage(message: Message, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message;
  return vsn === '2.0.0'
    ? JSON.stringify([joinRef, ref, topic, event, payload])
    : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { CallerIdentity } from '../../lib/caller-pipeline.js';
import { InvalidTokenError, type Keys } from '../../lib/jwt.js';
import { parseBinding } from './postgres-filter.js';
import { decodeMessage, encodeMessage, type Message, type Vsn } from './protocol.js';
import type { JoinedChannel, RealtimeHub } from './realtime-hub.js';

type Open = { channel: JoinedChannel; joinRef: string | null; expiry?: NodeJS.Timeout };

export type SocketOptions = {
  hub: RealtimeHub;
  keys: Keys;
  vsn: Vsn;
  /** The apikey of the connection: the token of a channel joined without `access_token`. */
  apiKey: string;
  log: FastifyBaseLogger;
};

const TOPIC = /^realtime:.{1,240}$/s;
/** A socket silent this long (supabase-js sends a heartbeat every 25 s) is dropped. */
const IDLE_MS = 60_000;
/** setTimeout's limit; a token valid longer is simply checked again when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Speaks the Phoenix channel protocol of supabase-js on one websocket. */
export function serveSocket(socket: WebSocket, options: SocketOptions): void {
  const { hub, keys, vsn } = options;
  const open = new Map<string, Open>();
  let nextBindingId = 1;

  const send = (message: Message) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeMessage(message, vsn));
  };
  const reply = (to: Message, status: 'ok' | 'error', response: Record<string, unknown> = {}) =>
    send({ ...to, event: 'phx_reply', payload: { status, response } });

  /** Ends a channel with a reason, as Supabase does: a `system` error, then `phx_close`. */
  const closeChannel = (topic: string, joinRef: string | null, message: string) => {
    const subtopic = topic.replace(/^realtime:/, '');
    const base = { joinRef, ref: null, topic };
    send({
      ...base,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: subtopic },
    });
    send({ ...base, event: 'phx_close', payload: {} });
    drop(topic);
  };
  const drop = (topic: string) => {
    const current = open.get(topic);
    if (!current) return;
    clearTimeout(current.expiry);
    open.delete(topic);
    hub.remove(current.channel);
  };

  const identify = async (token: string): Promise<CallerIdentity | string> => {
    try {
      const claims = await keys.verify(token);
      const sessionId = claims.role === 'authenticated' ? claims.session_id : undefined;
      return { role: claims.role, claims, sessionId };
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      return error.reason === 'expired' ? 'Token has expired' : 'Invalid token';
    }
  };
  const watchExpiry = (entry: Open) => {
    clearTimeout(entry.expiry);
    const exp = entry.channel.identity.claims.exp;
    if (!exp) return;
    const topic = entry.channel.topic;
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    entry.expiry = setTimeout(() => {
      if (exp * 1000 <= Date.now()) closeChannel(topic, entry.joinRef, 'Token has expired');
      else watchExpiry(entry);
    }, delay);
    entry.expiry.unref();
  };

  const join = async (message: Message) => {
    const { topic, payload, joinRef } = message;
    const refuse = (reason: string) => {
      reply(message, 'error', { reason });
      send({ joinRef, ref: null, topic, event: 'phx_close', payload: {} });
    };
    if (!TOPIC.test(topic)) return refuse('Invalid topic: it must be realtime:<name>');
    const config = (payload.config ?? {}) as Record<string, unknown>;
    if (config.private === true) return refuse('Private channels are not supported');
    const token = typeof payload.access_token === 'string' ? payload.access_token : options.apiKey;
    const identity = await identify(token);
    if (typeof identity === 'string') return refuse(identity);
    const rawBindings = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const bindings = [];
    for (const raw of rawBindings) {
      const binding = parseBinding(raw, nextBindingId++, hub.tables);
      if (typeof binding === 'string')
        return refuse(`Unable to subscribe to changes with given parameters: ${binding}`);
      bindings.push(binding);
    }
    drop(topic);
    const broadcast = (config.broadcast ?? {}) as { self?: unknown };
    const presence = (config.presence ?? {}) as { key?: unknown };
    const channel: JoinedChannel = {
      topic,
      identity,
      bindings,
      isSelfBroadcast: broadcast.self === true,
      presenceKey:
        typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
      push: (event, body) => send({ joinRef, ref: null, topic, event, payload: body }),
    };
    const entry: Open = { channel, joinRef };
    open.set(topic, entry);
    reply(message, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({
        id,
        event,
        schema,
        table,
        filter,
      })),
    });
    hub.add(channel);
    watchExpiry(entry);
  };

  const onChannelMessage = async (message: Message, entry: Open) => {
    const { payload, topic } = message;
    switch (message.event) {
      case 'phx_leave':
        drop(topic);
        return reply(message, 'ok');
      case 'access_token': {
        const token = typeof payload.access_token === 'string' ? payload.access_token : '';
        const identity = await identify(token);
        if (typeof identity === 'string') return closeChannel(topic, entry.joinRef, identity);
        entry.channel.identity = identity;
        watchExpiry(entry);
        return reply(message, 'ok');
      }
      case 'broadcast':
        await hub.broadcast(entry.channel, {
          type: 'broadcast',
          event: payload.event,
          payload: payload.payload ?? {},
        });
        return reply(message, 'ok');
      case 'presence':
        if (payload.event === 'track') {
          const state = (payload.payload ?? {}) as Record<string, unknown>;
          hub.track(entry.channel, state);
        } else if (payload.event === 'untrack') hub.untrack(entry.channel);
        else return reply(message, 'error', { reason: 'unknown presence event' });
        return reply(message, 'ok');
      default:
        return reply(message, 'error', { reason: `unknown event ${message.event}` });
    }
  };

  const onMessage = async (message: Message) => {
    if (message.topic === 'phoenix') {
      return message.event === 'heartbeat' ? reply(message, 'ok') : undefined;
    }
    if (message.event === 'phx_join') return join(message);
    const entry = open.get(message.topic);
    if (!entry) return reply(message, 'error', { reason: 'unmatched topic' });
    return onChannelMessage(message, entry);
  };

  // Messages are handled in order: a join is verified before the pushes queued behind it.
  let queue: Promise<void> = Promise.resolve();
  let lastSeen = Date.now();
  const idle = setInterval(() => {
    if (Date.now() - lastSeen > IDLE_MS) socket.terminate();
  }, IDLE_MS / 2).unref();
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    lastSeen = Date.now();
    const message = decodeMessage(data, isBinary);
    if (!message) return;
    queue = queue
      .then(() => onMessage(message))
      .catch((error: unknown) => options.log.error({ err: error }, 'realtime message failed'));
  });
  socket.on('close', () => {
    clearInterval(idle);
    for (const topic of [...open.keys()]) drop(topic);
  });
}

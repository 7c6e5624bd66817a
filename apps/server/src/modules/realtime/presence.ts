import { randomUUID } from 'node:crypto';

type Meta = Record<string, unknown> & { phx_ref: string };
type Entry<C> = { channel: C; key: string; meta: Meta };
export type PresenceMap = Record<string, { metas: Meta[] }>;
export type PresenceDiff = { joins: PresenceMap; leaves: PresenceMap };

const single = (key: string, meta: Meta): PresenceMap => ({ [key]: { metas: [meta] } });

/**
 * Who is present on each topic of this server instance: one entry per tracking channel, keyed
 * by the channel's presence key. Each change returns the `presence_diff` to send to the topic.
 */
export class PresenceTracker<C> {
  private readonly topics = new Map<string, Map<C, Entry<C>>>();

  track(topic: string, channel: C, key: string, state: Record<string, unknown>): PresenceDiff {
    let entries = this.topics.get(topic);
    if (!entries) this.topics.set(topic, (entries = new Map()));
    const previous = entries.get(channel);
    const meta: Meta = { ...state, phx_ref: randomUUID() };
    entries.set(channel, { channel, key, meta });
    return { joins: single(key, meta), leaves: previous ? single(key, previous.meta) : {} };
  }

  /** Removes the channel's presence; undefined when it had none. */
  untrack(topic: string, channel: C): PresenceDiff | undefined {
    const entries = this.topics.get(topic);
    const previous = entries?.get(channel);
    if (!entries || !previous) return undefined;
    entries.delete(channel);
    if (entries.size === 0) this.topics.delete(topic);
    return { joins: {}, leaves: single(previous.key, previous.meta) };
  }

  /** The `presence_state` of a topic. */
  state(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const { key, meta } of this.topics.get(topic)?.values() ?? [])
      (state[key] ??= { metas: [] }).metas.push(meta);
    return state;
  }
}

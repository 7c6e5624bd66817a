import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { CallerIdentity } from '../../lib/caller-pipeline.js';
import { authorizeChanges, type Change } from './authorize-change.js';
import { bindingWants, type ChangeBinding, rowMatches } from './postgres-filter.js';
import { PresenceTracker } from './presence.js';
import { loadPublishedTables, type PublishedTable } from './published-tables.js';

/** A channel joined on one socket of this instance. */
export type JoinedChannel = {
  topic: string;
  identity: CallerIdentity;
  bindings: ChangeBinding[];
  isSelfBroadcast: boolean;
  presenceKey: string;
  push(event: string, payload: Record<string, unknown>): void;
};

const BROADCAST_CHANNEL = 'realtime_broadcast';
/** NOTIFY payloads are limited to 8000 bytes; bigger broadcasts stay on this instance. */
const MAX_RELAYED_BYTES = 7900;
/** The most changes authorised together in one transaction. */
const MAX_BATCH = 200;

/**
 * The channels joined on this instance, and what reaches them: changes announced on NOTIFY
 * 'realtime' (authorised per subscriber by row-level security), broadcasts (relayed to the other
 * instances on NOTIFY 'realtime_broadcast') and presence (kept per instance).
 */
export class RealtimeHub {
  readonly instanceId = randomUUID();
  tables: ReadonlyMap<string, PublishedTable> = new Map();
  private readonly channels = new Set<JoinedChannel>();
  private readonly presence = new PresenceTracker<JoinedChannel>();
  private pending: Change[] = [];
  private draining = false;
  private stops: Array<() => void> = [];

  constructor(private readonly ctx: AppContext) {}

  async start(): Promise<void> {
    this.tables = await loadPublishedTables(this.ctx.database.pool);
    this.stops.push(
      await this.ctx.notifications.on('realtime', (payload) => this.enqueue(payload)),
      await this.ctx.notifications.on(BROADCAST_CHANNEL, (payload) => this.onRelayed(payload)),
    );
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  add(channel: JoinedChannel): void {
    this.channels.add(channel);
    channel.push('presence_state', this.presence.state(channel.topic));
  }

  remove(channel: JoinedChannel): void {
    this.channels.delete(channel);
    this.untrack(channel);
  }

  track(channel: JoinedChannel, state: Record<string, unknown>): void {
    const diff = this.presence.track(channel.topic, channel, channel.presenceKey, state);
    this.toTopic(channel.topic, 'presence_diff', diff);
  }

  untrack(channel: JoinedChannel): void {
    const diff = this.presence.untrack(channel.topic, channel);
    if (diff) this.toTopic(channel.topic, 'presence_diff', diff);
  }

  /** Delivers a broadcast here at once and relays it to the other instances. */
  async broadcast(from: JoinedChannel, message: Record<string, unknown>): Promise<void> {
    this.toTopic(from.topic, 'broadcast', message, from);
    const relayed = JSON.stringify({ from: this.instanceId, topic: from.topic, message });
    if (Buffer.byteLength(relayed) > MAX_RELAYED_BYTES) return;
    await this.ctx.database.pool.query('select pg_notify($1, $2)', [BROADCAST_CHANNEL, relayed]);
  }

  private onRelayed(payload: string): void {
    const { from, topic, message } = JSON.parse(payload) as {
      from: string;
      topic: string;
      message: Record<string, unknown>;
    };
    if (from !== this.instanceId) this.toTopic(topic, 'broadcast', message);
  }

  private toTopic(
    topic: string,
    event: string,
    payload: Record<string, unknown>,
    sender?: JoinedChannel,
  ): void {
    for (const channel of this.channels) {
      if (channel.topic !== topic) continue;
      if (channel === sender && !channel.isSelfBroadcast) continue;
      channel.push(event, payload);
    }
  }

  /**
   * Changes are delivered in the order they were announced. While one batch is being authorised,
   * the changes announced meanwhile wait and then go together (up to MAX_BATCH): one authorising
   * transaction for a burst, so a busy conversation does not queue a transaction per message.
   */
  private enqueue(payload: string): void {
    try {
      this.pending.push(JSON.parse(payload) as Change);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'realtime: unreadable change announcement');
      return;
    }
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        await this.deliver(batch).catch((error: unknown) => {
          this.ctx.log.error({ err: error }, 'realtime delivery failed');
        });
      }
    } finally {
      this.draining = false;
    }
  }

  private async deliver(changes: readonly Change[]): Promise<void> {
    // Each change with the channels whose bindings may want it (filters matched on the announced
    // row; without it — too big for NOTIFY — only the key can be matched before the RLS read).
    const wanted = changes.flatMap((change) => {
      const table = this.tables.get(change.table);
      if (!table || change.schema !== 'public') return [];
      const announced = change.record ?? { id: change.id };
      const candidates = [...this.channels].filter((channel) =>
        channel.bindings.some(
          (binding) =>
            bindingWants(binding, table.name, change.op) &&
            (change.record || change.op === 'DELETE' ? rowMatches(binding, announced) : true),
        ),
      );
      return candidates.length === 0 ? [] : [{ change, table, announced, candidates }];
    });
    if (wanted.length === 0) return;
    const identities = new Map<string, CallerIdentity>();
    for (const { candidates } of wanted)
      for (const channel of candidates)
        identities.set(JSON.stringify(channel.identity.claims), channel.identity);
    const keys = [...identities.keys()];
    const seen = await authorizeChanges(
      this.ctx.database.pool,
      this.tables,
      wanted.map(({ change }) => change),
      [...identities.values()],
    );
    wanted.forEach(({ change, table, announced, candidates }, index) => {
      for (const channel of candidates) {
        const row = seen[index]![keys.indexOf(JSON.stringify(channel.identity.claims))];
        if (!row) continue;
        const isDelete = change.op === 'DELETE';
        const ids = channel.bindings
          .filter((b) => bindingWants(b, table.name, change.op))
          .filter((b) => rowMatches(b, isDelete ? announced : row))
          .map((b) => b.id);
        if (ids.length === 0) continue;
        channel.push('postgres_changes', {
          ids,
          data: {
            schema: 'public',
            table: table.name,
            commit_timestamp: change.at,
            type: change.op,
            columns: [],
            record: isDelete ? {} : row,
            old_record: change.op === 'INSERT' ? {} : { id: change.id },
            errors: null,
          },
        });
      }
    });
  }
}

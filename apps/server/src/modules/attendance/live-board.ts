import type { BoardEntry } from '@ias/shared';
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { requireStaff } from '../orgs/access.js';
import { asOrgDb } from '../orgs/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live board of this instance (its streams' bookkeeping is checked by tests). */
    liveBoard: LiveBoard;
  }
}

type Subscriber = {
  reply: FastifyReply;
  visible: Set<string> | 'all';
  caller: Caller;
  orgId: string;
  loadedAt: number;
};

const HEARTBEAT_MS = 25_000;
/** Teachers' and in-charges' groups change; who they may see is re-read at most this often. */
const VISIBILITY_TTL_MS = 60_000;

/**
 * Live check-ins over Server-Sent Events. Every instance listens to the database's `attendance`
 * notifications, loads the changed record once and sends it to the subscribers of that
 * organisation who may see that person — so check-ins appear within a second, whichever server
 * instance recorded them.
 */
export class LiveBoard {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  constructor(private readonly ctx: AppContext) {}

  async start(): Promise<void> {
    await this.ctx.notifications.on(
      'attendance',
      (payload) => {
        void this.onChange(payload).catch((error: unknown) =>
          this.ctx.log.error({ err: error }, 'live board update failed'),
        );
      },
      // Changes made while the database connection was down were missed: the boards reconnect
      // and start again from a fresh snapshot.
      () => this.close(),
    );
  }

  private async onChange(payload: string): Promise<void> {
    const change = JSON.parse(payload) as { org_id: string; id: string; member_id: string };
    const subscribers = this.subscribers.get(change.org_id);
    if (!subscribers?.size) return;
    const entry = await loadEntries(this.ctx, change.org_id, { recordId: change.id });
    if (!entry[0]) return;
    for (const subscriber of subscribers) {
      if (subscriber.visible !== 'all' && Date.now() - subscriber.loadedAt > VISIBILITY_TTL_MS) {
        subscriber.visible = await this.visibleTo(subscriber.caller, subscriber.orgId);
        subscriber.loadedAt = Date.now();
      }
      if (subscriber.visible === 'all' || subscriber.visible.has(change.member_id))
        send(subscriber.reply, 'attendance', entry[0]);
    }
  }

  /** Who the caller may watch: everyone (owners) or the people they supervise. */
  private async visibleTo(caller: Caller, orgId: string): Promise<Subscriber['visible']> {
    const access = await requireStaff(this.ctx, caller, orgId, 'The live board');
    return access.can_manage ? 'all' : new Set(access.supervised);
  }

  /** What is kept for open streams (tests check that all of it goes when they close). */
  stats(): { organisations: number; streams: number } {
    let streams = 0;
    for (const set of this.subscribers.values()) streams += set.size;
    return { organisations: this.subscribers.size, streams };
  }

  /** Opens the stream: a snapshot of today first, then every change as it happens. */
  async subscribe(caller: Caller, orgId: string, reply: FastifyReply): Promise<void> {
    const visible = await this.visibleTo(caller, orgId);
    const org = (await asOrgDb(this.ctx.database.db)
      .selectFrom('organizations')
      .select('timezone')
      .where('id', '=', orgId)
      .executeTakeFirst())!;
    const today = DateTime.now().setZone(org.timezone).toISODate()!;
    const snapshot = (await loadEntries(this.ctx, orgId, { date: today })).filter(
      (e) => visible === 'all' || visible.has(e.member_id),
    );

    // The client may have gone while the snapshot loaded: its 'close' has been and gone, so a
    // subscriber added now would never be removed (nor its heartbeat stopped).
    const raw = reply.raw;
    reply.hijack();
    if (raw.destroyed || reply.request.raw.socket.destroyed) return;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    send(reply, 'snapshot', { date: today, entries: snapshot });
    const subscriber: Subscriber = { reply, visible, caller, orgId, loadedAt: Date.now() };
    let set = this.subscribers.get(orgId);
    if (!set) this.subscribers.set(orgId, (set = new Set()));
    set.add(subscriber);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    raw.on('close', () => {
      clearInterval(heartbeat);
      set.delete(subscriber);
      // An organisation nobody watches any more keeps no entry.
      if (set.size === 0 && this.subscribers.get(orgId) === set) this.subscribers.delete(orgId);
    });
  }

  /** Ends every open stream (server shutdown), so in-flight requests can finish. */
  close(): void {
    for (const set of this.subscribers.values())
      for (const subscriber of set) subscriber.reply.raw.end();
    this.subscribers.clear();
  }
}

function send(reply: FastifyReply, event: string, data: unknown): void {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

async function loadEntries(
  ctx: AppContext,
  orgId: string,
  where: { recordId?: string; date?: string },
): Promise<BoardEntry[]> {
  let query = asOrgDb(ctx.database.db)
    .selectFrom('attendance_records as r')
    .innerJoin('memberships as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'm.full_name',
      'r.date',
      'r.status',
      'r.check_in_at',
      'r.check_out_at',
      'r.method',
      'r.flags',
    ])
    .where('r.org_id', '=', orgId)
    .where('r.class_session_id', 'is', null);
  if (where.recordId) query = query.where('r.id', '=', where.recordId);
  if (where.date) query = query.where('r.date', '=', where.date);
  const rows = await query.orderBy('r.updated_at', 'desc').limit(2000).execute();
  return rows.map((row) => ({
    ...row,
    check_in_at: row.check_in_at ? new Date(row.check_in_at).toISOString() : null,
    check_out_at: row.check_out_at ? new Date(row.check_out_at).toISOString() : null,
  }));
}

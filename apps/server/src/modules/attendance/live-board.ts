import {
  BOARD_STATES,
  type BoardCounts,
  type BoardEntry,
  type BoardPage,
  type BoardPerson,
  type boardQuerySchema,
} from '@ias/shared';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
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
 * instance recorded them. The stream carries changes only; who is on the board and the counts
 * come page by page from `loadBoardPage` (an organisation may have tens of thousands of people).
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

  /**
   * Opens the stream: a `snapshot` naming the organisation's day first (the client then loads the
   * board's counts and first page; on a reconnect it reloads them), then every change as it
   * happens.
   */
  async subscribe(caller: Caller, orgId: string, reply: FastifyReply): Promise<void> {
    const visible = await this.visibleTo(caller, orgId);
    const today = await orgToday(this.ctx, orgId);

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
    send(reply, 'snapshot', { date: today });
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
  where: { recordId: string },
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
  query = query.where('r.id', '=', where.recordId);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    check_in_at: row.check_in_at ? new Date(row.check_in_at).toISOString() : null,
    check_out_at: row.check_out_at ? new Date(row.check_out_at).toISOString() : null,
  }));
}

/** Today where the organisation is. */
async function orgToday(ctx: AppContext, orgId: string): Promise<string> {
  const org = (await asOrgDb(ctx.database.db)
    .selectFrom('organizations')
    .select('timezone')
    .where('id', '=', orgId)
    .executeTakeFirst())!;
  return DateTime.now().setZone(org.timezone).toISODate()!;
}

type BoardQuery = z.output<typeof boardQuerySchema>;

/** A person's state today, as the web's `presenceOf` defines it (no record: not in yet). */
const STATE_SQL = sql`case
  when r.id is null then 'not_in'
  when r.status = 'absent' then 'absent'
  when r.status in ('on_leave', 'excused') then 'away'
  when r.check_out_at is not null then 'left'
  when r.check_in_at is not null or r.status in ('present', 'late', 'half_day') then 'in'
  else 'not_in' end`;

/** Counts of a set of board rows `p` (one json object; see BoardCounts). */
const COUNTS_SQL = sql`json_build_object(
  'in', count(*) filter (where p.state = 'in'),
  'left', count(*) filter (where p.state = 'left'),
  'absent', count(*) filter (where p.state = 'absent'),
  'away', count(*) filter (where p.state = 'away'),
  'not_in', count(*) filter (where p.state = 'not_in'),
  'late', count(*) filter (where p.is_late),
  'total', count(*))`;

const ISO = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const emptyCounts = (): BoardCounts => ({
  ...(Object.fromEntries(BOARD_STATES.map((state) => [state, 0])) as Record<
    (typeof BOARD_STATES)[number],
    number
  >),
  late: 0,
  total: 0,
});

/**
 * The live board of today, computed in the database in one statement run as the caller (row-level
 * security applies on top of the checks here): counts per state over everyone the viewer watches
 * (owners: every active member but owners; teachers and in-charges: the people in their groups),
 * the same per group, and one page of the people matching a state and a search, by name.
 */
export async function loadBoardPage(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  query: BoardQuery,
): Promise<BoardPage> {
  const access = await requireStaff(ctx, caller, orgId, 'The live board');
  const date = await orgToday(ctx, orgId);
  const watched = access.can_manage
    ? sql`m.role <> 'owner'`
    : sql`m.id in (select public.my_supervised_member_ids())`;
  const groupScope = access.can_manage
    ? sql`true`
    : sql`g.id in (select public.my_responsible_group_ids())`;
  const inGroup = query.group_id
    ? sql`p.member_id in (select gm.member_id from public.group_members gm
          where gm.group_id = ${query.group_id}::uuid)`
    : sql`true`;
  const byState =
    query.state === 'all'
      ? sql`true`
      : query.state === 'late'
        ? sql`p.is_late`
        : sql`p.state = ${query.state}`;
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const bySearch = query.q
    ? sql`(p.full_name ilike ${pattern} or p.number ilike ${pattern})`
    : sql`true`;

  const row = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{
      counts: BoardCounts;
      groups: Array<{ id: string; name: string; counts: BoardCounts | null }>;
      matching: string | number;
      people: BoardPerson[];
    }>`
      with people as materialized (
        select m.id as member_id, m.full_name, coalesce(m.roll_number, m.employee_code) as number,
               m.photo_url, ${STATE_SQL} as state, coalesce(r.status = 'late', false) as is_late,
               case when r.id is null then null else json_build_object(
                 'id', r.id, 'member_id', m.id, 'full_name', m.full_name, 'date', r.date,
                 'status', r.status, 'check_in_at', ${ISO('r.check_in_at')},
                 'check_out_at', ${ISO('r.check_out_at')}, 'method', r.method, 'flags', r.flags)
               end as entry
        from public.memberships m
        left join public.attendance_records r
          on r.member_id = m.id and r.date = ${date}::date and r.class_session_id is null
        where m.org_id = ${orgId}::uuid and m.status = 'active' and ${watched}
      ),
      chosen as (select * from people p where ${inGroup}),
      matching as (select * from chosen p where ${byState} and ${bySearch})
      select
        (select ${COUNTS_SQL} from chosen p) as counts,
        (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'counts', c.counts)
                  order by g.name, g.id), '[]'::json)
           from public.groups g
           left join (select gm.group_id, ${COUNTS_SQL} as counts
                        from people p join public.group_members gm on gm.member_id = p.member_id
                       group by gm.group_id) c on c.group_id = g.id
          where g.org_id = ${orgId}::uuid and ${groupScope}) as groups,
        (select count(*) from matching) as matching,
        (select coalesce(json_agg(json_build_object(
                  'member_id', p.member_id, 'full_name', p.full_name, 'number', p.number,
                  'photo_url', p.photo_url, 'state', p.state, 'is_late', p.is_late,
                  'entry', p.entry) order by p.full_name, p.member_id), '[]'::json)
           from (select * from matching p order by p.full_name, p.member_id
                 limit ${query.limit} offset ${query.offset}) p) as people
    `.execute(trx);
    return rows[0]!;
  });
  return {
    date,
    counts: row.counts,
    groups: row.groups.map((g) => ({ ...g, counts: g.counts ?? emptyCounts() })),
    matching: Number(row.matching),
    offset: query.offset,
    people: row.people,
  };
}

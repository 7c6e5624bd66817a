#!/usr/bin/env node
// Realtime delivery of messages (issue 15): how fast a new message in a conversation reaches its
// members' open `postgres_changes` channels (the Supabase Realtime protocol supabase-js speaks),
// with the subscribers on one server instance and spread over two on the same Postgres; then what
// row-level security costs per change as subscribers grow, beside the peer Supabase's Postgres
// Changes uses — one read per subscriber — in the same run.
//
//   node realtime.mjs --pg <url>   [--subscribers 200] [--messages 100] [--gap 20] [--authorise 10,1000]
//                                  [--deliver no] [--tables notifications,task_cards,…]
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createUser,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  serverModule,
  startServer,
} from './lib/server.mjs';

const pgUrl =
  option('pg', undefined) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SUBSCRIBERS = Number(option('subscribers', '200'));
const MESSAGES = Number(option('messages', '100'));
const GAP = Number(option('gap', '20'));
const AUTHORISE = option('authorise', '10,1000').split(',').map(Number);
const DELIVER = option('deliver', 'yes') !== 'no';
const TASK_TABLES = [
  'task_columns',
  'task_cards',
  'task_card_assignees',
  'task_checklist_items',
  'task_comments',
];
const TABLES = option('tables', ['notifications', ...TASK_TABLES].join(',')).split(',');

requireBuiltServer();
const scratch = await scratchDatabase(pgUrl);
if (!scratch) process.exit(0);
const env = { JWT_SECRET: randomBytes(32).toString('hex') };
const a = await startServer(scratch.url, { env });
const b = await startServer(scratch.url, { env });
const raw = new pg.Client({ connectionString: scratch.url });
await raw.connect();

const percentile = (values, p) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);
const fmt = (value) => `${value.toFixed(1)} ms`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Phoenix-protocol socket joined to the conversation's INSERTs; resolves once joined. */
function subscribe(server, token, conversationId, onMessage) {
  const url = `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.app.ctx.keys.anonKey}&vsn=1.0.0`;
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error('socket error')));
    socket.addEventListener('open', () =>
      socket.send(
        JSON.stringify({
          topic: `realtime:conversation-${conversationId}`,
          event: 'phx_join',
          ref: '1',
          join_ref: '1',
          payload: {
            access_token: token,
            config: {
              broadcast: { self: false },
              presence: { key: '' },
              postgres_changes: [
                {
                  event: 'INSERT',
                  schema: 'public',
                  table: 'messages',
                  filter: `conversation_id=eq.${conversationId}`,
                },
              ],
            },
          },
        }),
      ),
    );
    socket.addEventListener('message', (event) => {
      const now = performance.now();
      const message = JSON.parse(event.data);
      if (message.event === 'phx_reply' && message.ref === '1') {
        if (message.payload.status === 'ok') resolve(socket);
        else reject(new Error(JSON.stringify(message.payload.response)));
      } else if (message.event === 'postgres_changes') onMessage(message.payload.data.record, now);
    });
  });
}

/** Sends MESSAGES messages straight into the database and measures their deliveries. */
async function deliver(label, placement, members, conversationId, authorId, orgId) {
  const sentAt = new Map();
  const latencies = [];
  let lastReceived = 0;
  const sockets = await Promise.all(
    members.map((member, index) =>
      subscribe(placement(index), member.token, conversationId, (record, now) => {
        const started = sentAt.get(record.body);
        if (started === undefined) return;
        latencies.push(now - started);
        lastReceived = now;
      }),
    ),
  );
  await sleep(500);
  const firstSent = performance.now();
  for (let k = 0; k < MESSAGES; k++) {
    const body = `${label} message ${k}`;
    sentAt.set(body, performance.now());
    await raw.query(
      `insert into public.messages (org_id, conversation_id, author_id, body) values ($1, $2, $3, $4)`,
      [orgId, conversationId, authorId, body],
    );
    await sleep(GAP);
  }
  const expected = MESSAGES * members.length;
  const deadline = performance.now() + 30_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(50);
  for (const socket of sockets) socket.close();
  const seconds = (lastReceived - firstSent) / 1000;
  console.log(
    `| ${label} | ${members.length} | ${MESSAGES} | ${latencies.length} of ${expected} | ${Math.round(latencies.length / seconds)} | ${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 99))} |`,
  );
}

try {
  const { pool } = a.app.ctx.database;
  const people = Math.max(SUBSCRIBERS, ...AUTHORISE);
  const owner = await createUser(a.app, { userType: 'Company', fullName: 'Bench Owner' });
  const org = (
    await raw.query(
      `insert into public.organizations (name, kind, owner_id, join_code, timezone)
       values ('Bench Chat', 'company', $1, 'CHATBNCH', 'Asia/Kolkata') returning id`,
      [owner.id],
    )
  ).rows[0].id;
  const ownerMember = (
    await raw.query(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, 'Bench Owner', 'owner', 'active') returning id`,
      [org, owner.id],
    )
  ).rows[0].id;
  const members = [];
  for (let i = 0; i < people; i++) {
    const user = await createUser(a.app, { userType: 'Employee', fullName: `Member ${i}` });
    const member = (
      await raw.query(
        `insert into public.memberships (org_id, user_id, full_name, role, status)
         values ($1, $2, $3, 'employee', 'active') returning id`,
        [org, user.id, `Member ${i}`],
      )
    ).rows[0].id;
    members.push({ ...user, member });
  }
  const conversation =
    (
      await raw.query(
        `insert into public.conversations (org_id, kind, created_by) values ($1, 'announcement', $2)
       on conflict do nothing returning id`,
        [org, ownerMember],
      )
    ).rows[0]?.id ??
    (
      await raw.query(
        `select id from public.conversations where org_id = $1 and kind = 'announcement' and group_id is null`,
        [org],
      )
    ).rows[0].id;
  await raw.query(
    `insert into public.conversation_members (conversation_id, member_id, org_id, can_post)
     select $1, m.id, $2, m.role = 'owner' from public.memberships m where m.org_id = $2
     on conflict (conversation_id, member_id) do nothing`,
    [conversation, org],
  );

  console.log(
    `\nRealtime — Postgres ${redact(pgUrl)} (scratch database), Node ${process.version}; ${MESSAGES} messages ${GAP} ms apart, written straight into the database\n`,
  );
  console.log('| instances | subscribers | messages | delivered | deliveries/s | p50 | p99 |');
  console.log('| --- | ---: | ---: | --- | ---: | ---: | ---: |');
  const subscribers = members.slice(0, SUBSCRIBERS);
  if (DELIVER) {
    await deliver('one', () => a, subscribers, conversation, ownerMember, org);
    await deliver('two', (i) => (i % 2 ? b : a), subscribers, conversation, ownerMember, org);
  }

  // The authorisation of one change alone, called as the realtime hub calls it.
  const { authorizeChange, authorizeChanges } = await serverModule(
    'modules/realtime/authorize-change.js',
  );
  const { loadPublishedTables } = await serverModule('modules/realtime/published-tables.js');
  const table = (await loadPublishedTables(pool)).get('messages');
  const message = (
    await raw.query(
      `insert into public.messages (org_id, conversation_id, author_id, body)
       values ($1, $2, $3, 'authorise me') returning id, created_at`,
      [org, conversation, ownerMember],
    )
  ).rows[0];
  const change = {
    schema: 'public',
    table: 'messages',
    op: 'INSERT',
    id: message.id,
    scope: org,
    at: message.created_at.toISOString(),
  };
  // A burst: 50 messages announced while a batch was being authorised go together.
  const burst = (
    await raw.query(
      `insert into public.messages (org_id, conversation_id, author_id, body)
       select $1, $2, $3, 'burst ' || n from generate_series(1, 50) n returning id, created_at`,
      [org, conversation, ownerMember],
    )
  ).rows.map((row) => ({ ...change, id: row.id, at: row.created_at.toISOString() }));
  const tables = new Map([['messages', table]]);
  const identityOf = async (member) => {
    const claims = await a.app.ctx.keys.verify(member.token);
    return { role: 'authenticated', claims, sessionId: claims.session_id };
  };
  const identities = await Promise.all(members.map(identityOf));
  console.log(
    "\n| subscribers | one change, one statement for all (ours) | per change in a burst of 50 (ours) | one change, each subscriber's claims in one pipeline (before) | one read per subscriber (peer) | peer ÷ ours | rows seen |",
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const perSubscriber = [];
  for (const count of AUTHORISE) {
    const chosen = identities.slice(0, count);
    const ours = [];
    const bursts = [];
    const peer = [];
    const before = [];
    let seen = 0;
    for (let run = 0; run < 6; run++) {
      let started = performance.now();
      const rows = await authorizeChange(pool, table, change, chosen);
      if (run > 0) ours.push(performance.now() - started);
      seen = rows.filter(Boolean).length;
      started = performance.now();
      await authorizeChanges(pool, tables, burst, chosen);
      if (run > 0) bursts.push((performance.now() - started) / burst.length);
      started = performance.now();
      const apart = await authorizeChange(pool, table, change, chosen, { setBased: false });
      if (run > 0) before.push(performance.now() - started);
      if (apart.filter(Boolean).length !== seen) throw new Error('the two ways disagree');
      started = performance.now();
      for (const identity of chosen)
        await authorizeChange(pool, table, change, [identity], { setBased: false });
      if (run > 0) peer.push(performance.now() - started);
    }
    perSubscriber.push(median(ours));
    console.log(
      `| ${count} | ${fmt(median(ours))} | ${fmt(median(bursts))} | ${fmt(median(before))} | ${fmt(median(peer))} | ${(median(peer) / median(ours)).toFixed(1)}× | ${seen} of ${count} |`,
    );
  }
  if (AUTHORISE.length === 2)
    console.log(
      `\n${AUTHORISE[1] / AUTHORISE[0]}× the subscribers cost ${(perSubscriber[1] / perSubscriber[0]).toFixed(1)}× the time per change.`,
    );

  // The other published tables: a notification (its person alone reads it) and the task tables'
  // rows on a team's board (the team, half the company, reads them; the owner edits the board):
  // a column, a card, its assignee, a checklist item and a comment. Each decided for every
  // subscriber in one statement (ours: a READERS entry where the table has one — the task tables'
  // by migration 0081's set functions), beside the same statement evaluating the table's own
  // policies for each subscriber (`byPolicies`: what the task tables had before 0081) and the
  // per-subscriber reads; all three must agree.
  const published = await loadPublishedTables(pool);
  const { READERS } = await serverModule('modules/realtime/readers.js');
  const kind = (await raw.query('select kind from public.notification_kinds limit 1')).rows[0].kind;
  const notification = (
    await raw.query(
      `insert into public.notifications (user_id, org_id, kind) values ($1, $2, $3)
       returning id, created_at`,
      [members[0].id, org, kind],
    )
  ).rows[0];
  const team = (
    await raw.query(
      `insert into public.groups (org_id, name, kind, responsible_id)
       values ($1, 'Bench team', 'team', $2) returning id`,
      [org, ownerMember],
    )
  ).rows[0].id;
  await raw.query(
    `insert into public.group_members (group_id, member_id, org_id)
     select $1, m, $2 from unnest($3::uuid[]) m`,
    [team, org, members.filter((_, i) => i % 2 === 0).map((m) => m.member)],
  );
  const board = (
    await raw.query(
      `insert into public.task_boards (kind, org_id, group_id) values ('group', $1, $2) returning id`,
      [org, team],
    )
  ).rows[0].id;
  const column = (
    await raw.query(
      `insert into public.task_columns (board_id, name, position) values ($1, 'To do', 1)
       returning id, created_at`,
      [board],
    )
  ).rows[0];
  const card = (
    await raw.query(
      `insert into public.task_cards (board_id, column_id, title, position)
       values ($1, $2, 'Quarterly stock count', 1) returning id, created_at`,
      [board, column.id],
    )
  ).rows[0];
  const onCard = async (text, values) => (await raw.query(text, values)).rows[0];
  const rows = {
    notifications: notification,
    task_columns: column,
    task_cards: card,
    task_card_assignees: await onCard(
      `insert into public.task_card_assignees (card_id, member_id) values ($1, $2)
       returning id, created_at`,
      [card.id, members[1].member],
    ),
    task_checklist_items: await onCard(
      `insert into public.task_checklist_items (card_id, board_id, body)
       values ($1, $2, 'Count the shelves') returning id, created_at`,
      [card.id, board],
    ),
    task_comments: await onCard(
      `insert into public.task_comments (card_id, board_id, body)
       values ($1, $2, 'Starting Monday') returning id, created_at`,
      [card.id, board],
    ),
  };
  console.log(
    "\n| table | subscribers | one change, one statement for all (ours) | the policies for each subscriber in one statement | one change, each subscriber's claims in one pipeline | policies ÷ ours | rows seen |",
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const name of TABLES) {
    const row = rows[name];
    if (!row) throw new Error(`--tables: no row made for ${name}`);
    const other = published.get(name);
    const otherChange = {
      schema: 'public',
      table: name,
      op: 'UPDATE',
      id: row.id,
      scope: org,
      at: row.created_at.toISOString(),
    };
    const hasEntry = READERS[name] !== undefined;
    const growth = [];
    for (const count of AUTHORISE) {
      const chosen = identities.slice(0, count);
      const ours = [];
      const policies = [];
      const before = [];
      let seen = 0;
      for (let run = 0; run < 6; run++) {
        let started = performance.now();
        const sights = await authorizeChange(pool, other, otherChange, chosen);
        if (run > 0) ours.push(performance.now() - started);
        seen = sights.filter(Boolean).length;
        if (hasEntry) {
          started = performance.now();
          const byPolicies = await authorizeChange(pool, other, otherChange, chosen, {
            byPolicies: true,
          });
          if (run > 0) policies.push(performance.now() - started);
          if (JSON.stringify(byPolicies) !== JSON.stringify(sights))
            throw new Error(`${name}: READERS and the policies disagree`);
        }
        started = performance.now();
        const apart = await authorizeChange(pool, other, otherChange, chosen, { setBased: false });
        if (run > 0) before.push(performance.now() - started);
        if (JSON.stringify(apart) !== JSON.stringify(sights))
          throw new Error(`${name}: the two ways disagree`);
      }
      growth.push(median(ours));
      const byPolicies = hasEntry ? median(policies) : median(ours);
      console.log(
        `| ${name} | ${count} | ${fmt(median(ours))} | ${hasEntry ? fmt(byPolicies) : '(ours)'} | ${fmt(median(before))} | ${(byPolicies / median(ours)).toFixed(1)}× | ${seen} of ${count} |`,
      );
    }
    if (AUTHORISE.length === 2)
      console.log(
        `\n${name}: ${AUTHORISE[1] / AUTHORISE[0]}× the subscribers cost ${(growth[1] / growth[0]).toFixed(1)}× the time per change.\n`,
      );
  }
} finally {
  await raw.end();
  await a.close();
  await b.close();
  await scratch.drop();
}

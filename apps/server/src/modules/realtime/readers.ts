import type { PublishedTable } from './published-tables.js';

/**
 * Who reads a changed row, for all its subscribers at once (issue 15's bench goal): for a table
 * listed here, its select policy for `authenticated` worked out for the row rather than for the
 * caller, as an SQL expression over the row `t` that gives the user ids among `$2::uuid[]` the
 * policy lets read it. The hub then reads the row once and hands it to those readers, instead of
 * running the read once under each subscriber's claims.
 *
 * Only policies that depend on the caller through `auth.uid()` alone may be listed (no MFA level,
 * API key or other claim), and each entry must decide exactly as the policy does: the realtime
 * tests compare both for subscribers of mixed rights. Tables not listed are read under each
 * subscriber's claims, as before.
 */
// messages_read, conversation_members_read and conversations_read (0021): the conversation is
// one of my_conversation_ids() — those of the caller's active memberships (my_member_ids()).
const inMyConversations = (conversation: string) => `array(
    select u.id::text from unnest($2::uuid[]) u (id)
      join public.memberships m on m.user_id = u.id and m.status = 'active'
      join public.conversation_members cm on cm.member_id = m.id
     where cm.conversation_id = ${conversation})`;

// The task tables' policies (0029) ask whether the row's board is one of the caller's
// (my_task_board_ids()), one they edit (my_task_editor_board_ids()), one holding a card assigned to
// them (my_task_assigned_board_ids()), or whether its card is assigned to them
// (my_task_card_ids()): the set functions of migration 0081 answer each for the row's board or
// card and all the given users at once.
const boardReaders = (board: string, editorsOnly = 'false') => `
    select r.user_id::text from public.task_board_readers(array[${board}], $2::uuid[]) r
     where r.editor or not (${editorsOnly})`;
const assignedOnBoard = (board: string) => `
    select a.user_id::text from public.task_assigned_board_users(array[${board}], $2::uuid[]) a`;
const assignedTo = (card: string) => `
    select a.user_id::text from public.task_card_assignee_users(array[${card}], $2::uuid[]) a`;
// task_boards_read, task_columns_read: the board is one they read, or holds a card of theirs.
const onReadableBoard = (board: string) =>
  `array(${boardReaders(board)}\n    union${assignedOnBoard(board)})`;
// task_cards_read and its children's (card_id, card_private copied from the card): the board's
// editors, the card's assignees, and — unless the card is private — the board's readers.
const onCard = (card: string, isPrivate: string) =>
  `array(${boardReaders('t.board_id', isPrivate)}\n    union${assignedTo(card)})`;

export const READERS: Readonly<Record<string, string>> = {
  messages: inMyConversations('t.conversation_id'),
  conversation_members: inMyConversations('t.conversation_id'),
  conversations: inMyConversations('t.id'),
  task_boards: onReadableBoard('t.id'),
  task_columns: onReadableBoard('t.board_id'),
  // task_board_members_read: the board is one they read.
  task_board_members: `array(${boardReaders('t.board_id')})`,
  task_cards: onCard('t.id', 't.is_private'),
  task_card_assignees: onCard('t.card_id', 't.card_private'),
  task_checklist_items: onCard('t.card_id', 't.card_private'),
  task_comments: onCard('t.card_id', 't.card_private'),
  task_activity: onCard('t.card_id', 't.card_private'),
};

/** The task tables `READERS` decides by the set functions of migration 0081. */
export const TASK_TABLES = Object.keys(READERS).filter((name) => name.startsWith('task_'));

/**
 * Who reads a changed row under the table's own select policies (`PublishedTable.readPolicy`, as
 * the catalog holds them), for every published table without a `READERS` entry: an SQL
 * expression over the row `t` that gives the positions (1-based) in `$2::text[]`, each a
 * subscriber's JWT claims, of those the policies let read it. Each subscriber's claims are set in
 * turn (`request.jwt.claims`, local to the transaction) before the policy expression is evaluated
 * for them, so `auth.uid()`, `auth.jwt()` and the `my_*()` helpers answer for that subscriber.
 *
 * Policies call the helpers through uncorrelated sub-selects (`(select auth.uid())`), which
 * Postgres evaluates once per statement; each is tied to the subscriber
 * (`where realtime_subscriber.realtime_claims is not null`) so it is evaluated again for each.
 * Undefined when that cannot be done for every sub-select of the policies (or the table has a
 * policy without USING): such a table is read under each subscriber's claims instead.
 */
export function policyReaders(table: PublishedTable): string | undefined {
  const policy = table.readPolicy;
  if (policy === null || table.columns.has('realtime_claims')) return undefined;
  let tied = 0;
  const expression = policy.replace(
    /\( SELECT ((?:[a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*\(\)) AS ([a-z_][a-z0-9_]*)\)/g,
    (_, call: string, alias: string) => {
      tied++;
      return `( SELECT ${call} AS ${alias} WHERE realtime_subscriber.realtime_claims IS NOT NULL)`;
    },
  );
  if ((expression.match(/\bselect\b/gi) ?? []).length !== tied) return undefined;
  return `array(
    select realtime_subscriber.realtime_index::int
      from unnest($2::text[]) with ordinality as realtime_subscriber (realtime_claims, realtime_index)
     where case when set_config('request.jwt.claims', realtime_subscriber.realtime_claims, true) is null
                then false
                else coalesce(${expression}, false) end)`;
}

/**
 * Published tables whose changes are still read under each subscriber's claims (no `READERS`
 * entry, and no policy `policyReaders` can evaluate for many at once). None today: the realtime
 * tests fail when a table falls here.
 */
export function perSubscriberTables(tables: ReadonlyMap<string, PublishedTable>): string[] {
  return [...tables.values()]
    .filter((table) => READERS[table.name] === undefined && policyReaders(table) === undefined)
    .map((table) => table.name)
    .sort();
}

/**
 * The organisations each user belongs to, as `my_org_ids()` gives them to a caller without an API
 * key (DELETE changes are shown to the row's organisation): user ids `$1::uuid[]`.
 */
export const ORGS_OF_USERS = `
  select u.id::text as user_id,
         array(select m.org_id::text from public.memberships m
                where m.user_id = u.id and m.status = 'active'
               union
               select o.id::text from public.organizations o where o.owner_id = u.id) as orgs
    from unnest($1::uuid[]) u (id)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user an identity's reads can be worked out for by `READERS`: a signed-in person's token
 * (role `authenticated`, a user id, no API key's organisation), else undefined.
 */
export function readerOf(identity: {
  role: string;
  claims: Record<string, unknown>;
}): string | undefined {
  const sub = identity.claims.sub;
  if (identity.role !== 'authenticated' || typeof sub !== 'string' || !UUID.test(sub))
    return undefined;
  if ('api_key_org' in identity.claims) return undefined;
  return sub.toLowerCase();
}

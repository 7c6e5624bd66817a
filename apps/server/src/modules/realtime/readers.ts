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

export const READERS: Readonly<Record<string, string>> = {
  messages: inMyConversations('t.conversation_id'),
  conversation_members: inMyConversations('t.conversation_id'),
  conversations: inMyConversations('t.id'),
};

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

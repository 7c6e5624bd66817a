import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import type { CallerIdentity } from '../../lib/caller-pipeline.js';
import { localizedError } from '../../lib/errors.js';
import { translate } from '../../lib/i18n.js';
import { asCaller } from '../../lib/request-auth.js';
import { readCalendar } from './get-calendar.js';
import type { CalendarEntry, FeedStatus } from '@ias/shared';
import { writeIcs } from './write-ics.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getFeed(ctx: AppContext, caller: Caller, orgId: string): Promise<FeedStatus> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ created_at: Date; last_used_at: Date | null }>`
      select created_at, last_used_at from public.calendar_feeds
       where user_id = auth.uid() and org_id = ${orgId}::uuid`.execute(trx);
    const row = rows[0];
    return {
      exists: Boolean(row),
      createdAt: row?.created_at.toISOString() ?? null,
      lastUsedAt: row?.last_used_at?.toISOString() ?? null,
    };
  });
}

/**
 * A new private subscription token for the caller's calendar in one organisation; an earlier one
 * stops working. The token is returned once — only its hash is kept.
 */
export async function createFeed(ctx: AppContext, caller: Caller, orgId: string) {
  const visible = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } =
      await sql`select 1 from public.organizations where id = ${orgId}::uuid`.execute(trx);
    return rows.length > 0;
  });
  if (!visible) throw localizedError(404, 'organization_not_found', 'error.calendar.orgNotFound');
  const token = randomBytes(32).toString('base64url');
  await sql`
    insert into public.calendar_feeds (user_id, org_id, token_hash)
    values (${caller.userId}::uuid, ${orgId}::uuid, ${hash(token)})
    on conflict (user_id, org_id)
      do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null`.execute(
    ctx.database.db,
  );
  return { token };
}

export async function revokeFeed(ctx: AppContext, caller: Caller, orgId: string) {
  await sql`delete from public.calendar_feeds
             where user_id = ${caller.userId}::uuid and org_id = ${orgId}::uuid`.execute(
    ctx.database.db,
  );
}

/** Feed entries' titles in the subscriber's language. */
export function icsLabels(locale: Locale, orgName: string) {
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(locale, id, values);
  return {
    calendarName: t('calendar.ics.name', { org: orgName }),
    entryTitle: (entry: CalendarEntry) => {
      switch (entry.type) {
        case 'shift':
          return t('calendar.ics.shift');
        case 'leave':
          return t(entry.status === 'pending' ? 'calendar.ics.leavePending' : 'calendar.ics.leave');
        case 'group_leave':
          return t('calendar.ics.groupLeave', { name: entry.detail ?? '' });
        case 'class':
          return entry.detail ? `${entry.title} · ${entry.detail}` : entry.title;
        default:
          return entry.title;
      }
    },
  };
}

/**
 * The .ics behind a subscription URL: the token names the person and organisation, and the
 * calendar is read under that person's row-level security exactly as their page reads it. Null
 * when the token is unknown or was revoked.
 */
export async function readFeed(ctx: AppContext, token: string, host: string) {
  const { rows } = await sql<{ user_id: string; org_id: string; locale: string }>`
    update public.calendar_feeds f set last_used_at = now()
      from public.profiles p
     where f.token_hash = ${hash(token)} and p.id = f.user_id
    returning f.user_id, f.org_id, p.locale`.execute(ctx.database.db);
  const feed = rows[0];
  if (!feed) return null;
  // The token stands for a session of its owner: the person made it while signed in (with two
  // factors where they use them) and can revoke it at any time.
  const identity: CallerIdentity = {
    role: 'authenticated',
    sessionId: undefined,
    claims: { sub: feed.user_id, role: 'authenticated', aal: 'aal2' },
  };
  const calendar = await readCalendar(ctx, identity, feed.org_id);
  return writeIcs(calendar, icsLabels(feed.locale === 'hi' ? 'hi' : 'en', calendar.orgName), host);
}

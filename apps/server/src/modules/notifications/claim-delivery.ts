import type pg from 'pg';

export type Channel = 'email' | 'push';

/** A delivery this instance now owns, with what sending it needs. */
export type ClaimedDelivery = {
  id: string;
  user_id: string;
  kind: string;
  params: Record<string, unknown>;
  link: string | null;
  email: string | null;
  locale: string | null;
};

/** A claim left 'sending' this long (its instance died mid-send) is tried again. */
export const STALE_CLAIM = '10 minutes';

/**
 * Claims one pending delivery with a conditional UPDATE: of several instances woken by the same
 * NOTIFY, exactly one gets the row; the others get null.
 */
export async function claimDelivery(
  pool: pg.Pool,
  id: string,
  retryStale: boolean,
): Promise<(ClaimedDelivery & { channel: Channel }) | null> {
  const { rows } = await pool.query<ClaimedDelivery & { channel: Channel }>(
    `with claimed as (
       update public.notification_deliveries d set status = 'sending', attempted_at = now()
        where d.id = $1
          and (d.status = 'pending'
               or ($2 and d.status = 'sending' and d.attempted_at < now() - interval '${STALE_CLAIM}'))
       returning d.notification_id, d.channel
     )
     select n.id, n.user_id, n.kind, n.params, n.link, c.channel, u.email, p.locale
       from claimed c join public.notifications n on n.id = c.notification_id
       join auth.users u on u.id = n.user_id
       left join public.profiles p on p.id = n.user_id`,
    [id, retryStale],
  );
  return rows[0] ?? null;
}

/** Deliveries waiting (or stuck) in any channel, oldest first. */
export async function waitingDeliveries(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from public.notification_deliveries
      where status = 'pending'
         or (status = 'sending' and attempted_at < now() - interval '${STALE_CLAIM}')
      order by created_at limit 500`,
  );
  return rows.map((row) => row.id);
}

export async function finishDelivery(
  pool: pg.Pool,
  id: string,
  error: string | null,
): Promise<void> {
  await pool.query(
    'update public.notification_deliveries set status = $2, error = $3 where id = $1',
    [id, error ? 'failed' : 'sent', error],
  );
}

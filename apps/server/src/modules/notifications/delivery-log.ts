import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_CSV } from '../../lib/spreadsheet-csv.js';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';

export const memberDeliveryQuery = z.object({
  q: z.string().trim().max(120, 'Search for at most 120 characters.').default(''),
  status: z
    .enum(['all', 'sent', 'failed', 'pending'], 'Choose all, sent, failed or pending.')
    .default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export type MemberDeliveryRow = {
  id: string;
  created_at: string;
  kind: string | null;
  channel: 'email' | 'push';
  recipient_name: string;
  address: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  error: string | null;
  attempted_at: string | null;
};

/**
 * The members' delivery log of an organisation (owners and Admins): each notification e-mail and
 * push — its kind, to whom, where, and whether it was sent or why not — newest first, searched by
 * the member's name or address. Read as the caller: `notification_deliveries` lets the owner read
 * their organisation's rows, `memberships` its members' names.
 */
export async function listMemberDeliveries(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  query: { q: string; status: string; limit: number },
): Promise<MemberDeliveryRow[]> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows: allowed } = await sql<{ ok: boolean }>`
      select ${orgId}::uuid = any (array(select public.my_managed_org_ids())) as ok`.execute(trx);
    if (!allowed[0]!.ok)
      throw new AppError(
        403,
        'forbidden',
        'Only the owner of the organisation reads its delivery log.',
      );
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const status =
      query.status === 'pending'
        ? ['pending', 'sending']
        : query.status === 'all'
          ? null
          : [query.status];
    const { rows } = await sql<MemberDeliveryRow>`
      select d.id, d.created_at, d.kind, d.channel, coalesce(m.full_name, '') as recipient_name,
             d.address, d.status, d.error, d.attempted_at
        from public.notification_deliveries d
        left join lateral (
          select m.full_name from public.memberships m
           where m.org_id = d.org_id and m.user_id = d.user_id
           order by m.created_at limit 1
        ) m on true
       where d.org_id = ${orgId}::uuid
         and (${query.q} = '' or m.full_name ilike ${like} or d.address ilike ${like})
         and (${status}::text[] is null or d.status = any (${status}::text[]))
       order by d.created_at desc, d.id limit ${query.limit}`.execute(trx);
    return rows;
  });
}

/** The members' delivery log as CSV for spreadsheets. */
export function memberDeliveriesCsv(rows: MemberDeliveryRow[]): string {
  return stringify(
    rows.map((row) => [
      new Date(row.created_at).toISOString(),
      row.kind ?? '',
      row.channel,
      row.recipient_name,
      row.address ?? '',
      row.status,
      row.error ?? '',
    ]),
    {
      ...SPREADSHEET_CSV,
      header: true,
      columns: ['time', 'kind', 'channel', 'member', 'to', 'status', 'reason'],
    },
  );
}

import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { INDIA_STATE_CODES, type IndiaStateCode } from '@ias/shared';
import { hasStateList, INDIA_HOLIDAY_YEARS, indiaHolidays } from './india-holidays.js';
import { readOrgAndMe } from './read-sources.js';

export const suggestionsQuery = z.object({
  org: z.string().uuid(),
  year: z.coerce.number().int().min(2000).max(2100),
  /** A state's code, or `none` for the national days alone; absent: the organisation's state. */
  state: z.enum([...INDIA_STATE_CODES, 'none']).optional(),
});

export const applyHolidaysSchema = z.object({
  org_id: z.string().uuid(),
  holidays: z
    .array(
      z.object({
        date: z.iso.date(),
        name: z.string().trim().min(1).max(120),
      }),
    )
    .min(1)
    .max(100),
});

type Trx = Parameters<Parameters<typeof asCaller>[2]>[0];

/** The organisation, if the caller may set its holidays (owners and Admins); 403/404 otherwise. */
async function managedOrg(trx: Trx, orgId: string) {
  const org = await readOrgAndMe(trx, orgId);
  if (!org) throw localizedError(404, 'organization_not_found', 'error.calendar.orgNotFound');
  if (!org.manages) throw localizedError(403, 'forbidden', 'error.calendar.holidaysOwnerOnly');
  return org;
}

/**
 * India's national holidays and a state's for a year (india-holidays.ts), each marked when the
 * organisation already has a holiday that day. The state is the one asked for, else the
 * organisation's own (organizations.state). Owners and Admins only: they alone may apply them.
 */
export async function suggestHolidays(
  ctx: AppContext,
  caller: Caller,
  query: z.infer<typeof suggestionsQuery>,
) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await managedOrg(trx, query.org);
    const own = await sql<{ state: IndiaStateCode | null }>`
      select state from public.organizations where id = ${query.org}::uuid`.execute(trx);
    const orgState = own.rows[0]?.state ?? null;
    const state = query.state === 'none' ? null : (query.state ?? orgState);
    const { rows } = await sql<{ date: string; name: string }>`
      select date::text as date, name from public.holidays
       where org_id = ${query.org}::uuid
         and date between ${`${query.year}-01-01`}::date and ${`${query.year}-12-31`}::date`.execute(
      trx,
    );
    const existing = new Map(rows.map((r) => [r.date, r.name]));
    return {
      year: query.year,
      state,
      org_state: orgState,
      /** Whether the file lists the state's own days (else the national ones alone are offered). */
      state_listed: state ? hasStateList(state) : null,
      years: [...INDIA_HOLIDAY_YEARS],
      states: INDIA_STATE_CODES.map((code) => ({ code, listed: hasStateList(code) })),
      holidays: indiaHolidays(query.year, state).map((h) => ({
        ...h,
        existing: existing.get(h.date) ?? null,
      })),
    };
  });
}

/**
 * Makes the reviewed days the organisation's holidays. A date that already has a holiday is left
 * as it is, so applying twice adds nothing. The insert runs as the caller: row-level security
 * (holidays_write, owners and Admins) decides as well.
 */
export async function applyHolidays(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof applyHolidaysSchema>,
) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await managedOrg(trx, input.org_id);
    const dates = input.holidays.map((h) => h.date);
    const names = input.holidays.map((h) => h.name);
    const { rows } = await sql<{ date: string }>`
      insert into public.holidays (org_id, date, name)
      select ${input.org_id}::uuid, d, n
        from unnest(${dates}::date[], ${names}::text[]) as t (d, n)
      on conflict (org_id, date) do nothing
      returning date::text as date`.execute(trx);
    return { added: rows.length, skipped: new Set(dates).size - rows.length };
  });
}

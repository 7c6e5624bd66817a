import {
  MAX_PAYROLL_LAYOUTS,
  PAYROLL_COLUMNS,
  type PayrollColumn,
  type PayrollLayout,
  type PayrollLayoutPatch,
} from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asActor } from '../../lib/actor.js';
import { localizedError } from '../../lib/errors.js';

/**
 * Saved column layouts of the payroll exports ("for our accountant"): written by the server as
 * the owner's actor (audited), after the route checked the caller manages the organisation.
 */

type LayoutRow = {
  id: string;
  name: string;
  columns: string[];
  created_at: Date | string;
  updated_at: Date | string;
};

const KNOWN = new Set<string>(PAYROLL_COLUMNS);

function toLayout(row: LayoutRow): PayrollLayout {
  return {
    id: row.id,
    name: row.name,
    // A column a later version dropped is skipped rather than failing the export.
    columns: row.columns.filter((c): c is PayrollColumn => KNOWN.has(c)),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const notFound = () =>
  localizedError(404, 'payroll_layout_not_found', 'error.payroll.layoutNotFound');
const nameTaken = (name: string) =>
  localizedError(409, 'payroll_layout_name_taken', 'error.payroll.layoutNameTaken', { name });

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export async function listLayouts(ctx: AppContext, orgId: string): Promise<PayrollLayout[]> {
  const { rows } = await sql<LayoutRow>`
    select id, name, columns, created_at, updated_at from public.payroll_layouts
     where org_id = ${orgId}::uuid order by lower(name)`.execute(ctx.database.db);
  return rows.map(toLayout);
}

export async function findLayout(
  ctx: AppContext,
  orgId: string,
  layoutId: string,
): Promise<PayrollLayout> {
  const { rows } = await sql<LayoutRow>`
    select id, name, columns, created_at, updated_at from public.payroll_layouts
     where org_id = ${orgId}::uuid and id = ${layoutId}::uuid`.execute(ctx.database.db);
  if (!rows[0]) throw notFound();
  return toLayout(rows[0]);
}

export async function createLayout(
  ctx: AppContext,
  orgId: string,
  userId: string,
  input: { name: string; columns: PayrollColumn[] },
): Promise<PayrollLayout> {
  try {
    return await asActor(ctx.database.db, { userId }, async (trx) => {
      // One at a time per organisation, so two saves cannot both pass the limit.
      await sql`select pg_advisory_xact_lock(hashtext('payroll_layouts'), hashtext(${orgId}))`.execute(
        trx,
      );
      const { rows: count } = await sql<{ n: number }>`
        select count(*)::int as n from public.payroll_layouts where org_id = ${orgId}::uuid`.execute(
        trx,
      );
      if ((count[0]?.n ?? 0) >= MAX_PAYROLL_LAYOUTS)
        throw localizedError(409, 'too_many_payroll_layouts', 'error.payroll.tooManyLayouts', {
          max: MAX_PAYROLL_LAYOUTS,
        });
      const { rows } = await sql<LayoutRow>`
        insert into public.payroll_layouts (org_id, name, columns, created_by)
        values (${orgId}::uuid, ${input.name}, ${input.columns}::text[], ${userId}::uuid)
        returning id, name, columns, created_at, updated_at`.execute(trx);
      return toLayout(rows[0]!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

export async function updateLayout(
  ctx: AppContext,
  orgId: string,
  userId: string,
  layoutId: string,
  changes: PayrollLayoutPatch,
): Promise<PayrollLayout> {
  try {
    return await asActor(ctx.database.db, { userId }, async (trx) => {
      const { rows } = await sql<LayoutRow>`
        update public.payroll_layouts
           set name = coalesce(${changes.name ?? null}::text, name),
               columns = coalesce(${changes.columns ?? null}::text[], columns)
         where org_id = ${orgId}::uuid and id = ${layoutId}::uuid
        returning id, name, columns, created_at, updated_at`.execute(trx);
      if (!rows[0]) throw notFound();
      return toLayout(rows[0]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(changes.name ?? '');
    throw error;
  }
}

export async function deleteLayout(
  ctx: AppContext,
  orgId: string,
  userId: string,
  layoutId: string,
): Promise<void> {
  await asActor(ctx.database.db, { userId }, async (trx) => {
    const result = await sql`
      delete from public.payroll_layouts
       where org_id = ${orgId}::uuid and id = ${layoutId}::uuid`.execute(trx);
    if (!Number(result.numAffectedRows ?? 0)) throw notFound();
  });
}

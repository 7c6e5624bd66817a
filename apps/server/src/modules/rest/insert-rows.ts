import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  groupRows,
  type InsertOptions,
  insertDml,
  payloadColumns,
  type RowGroup,
  sourceCtes,
} from './build-mutation.js';
import { BuildContext, buildMutationStatement } from './build-select.js';
import { parseQuery } from './parse-query.js';
import { outputNames, type PlannedNode, planRead } from './plan-read.js';
import { findRelation, prepareRequest } from './prepare-request.js';
import { parseBody, rowsOf } from './request-body.js';
import { applyPreferences, contentRange, representation } from './respond.js';
import { appliedPreferences, executeMutation, type Statement } from './run-mutation.js';
import type { SchemaStore } from './schema-cache.js';

/**
 * POST /rest/v1/:relation — insert one or many rows, or upsert with Prefer: resolution.
 * Always 201; the rows come back with return=representation, a Location with headers-only.
 */
export async function insertRows(
  app: FastifyInstance,
  store: SchemaStore,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
): Promise<FastifyReply> {
  const prepared = await prepareRequest(app, request);
  const { prefs, media } = prepared;
  const query = parseQuery(prepared.search);
  const { cache, relation } = await findRelation(store, name);
  const { rows } = rowsOf(parseBody(request));
  const groups = groupRows(
    rows,
    payloadColumns(relation, rows, query.columns),
    prefs.missing === 'default',
  );
  const options: InsertOptions = { onConflict: query.onConflict, resolution: prefs.resolution };
  const mode = prefs.return ?? 'minimal';
  const pk = relation.primaryKey;
  const wantsLocation = mode === 'headers-only' && pk.length > 0;
  if (wantsLocation)
    query.select = pk.map((column) => ({
      kind: 'field' as const,
      field: { name: column, json: [] },
    }));
  const plan = planRead(cache, relation, query, prepared.auth.role);
  const statements =
    mode === 'representation' || wantsLocation
      ? { shaped: shapedInsert(plan, groups, options, media.stripNulls) }
      : { bare: groups.map((group) => bareInsert(plan, group, options)) };
  const result = await executeMutation(app, prepared, statements, { honoursMaxAffected: false });
  applyPreferences(
    reply,
    appliedPreferences(prepared, [
      prefs.resolution && `resolution=${prefs.resolution}`,
      prefs.missing && `missing=${prefs.missing}`,
    ]),
  );
  reply.code(201).header('content-range', contentRange(1, 0, prefs.count ? result.page : null));
  if (wantsLocation && result.body) reply.header('location', location(name, pk, result.body));
  if (mode !== 'representation') return reply.send();
  const { type, body } = representation(result, media, () => outputNames(plan));
  return reply.type(type).send(body);
}

function shapedInsert(
  plan: PlannedNode,
  groups: RowGroup[],
  options: InsertOptions,
  stripNulls: boolean,
): Statement {
  const ctx = new BuildContext();
  const dmls = groups.map((group) =>
    insertDml(ctx, plan.relation, group, options, true, plan.role),
  );
  const text = buildMutationStatement(ctx, plan, sourceCtes(dmls), { kind: 'array', stripNulls });
  return { text, params: ctx.params.values };
}

function bareInsert(plan: PlannedNode, group: RowGroup, options: InsertOptions): Statement {
  const ctx = new BuildContext();
  return {
    text: insertDml(ctx, plan.relation, group, options, false, plan.role),
    params: ctx.params.values,
  };
}

/** `/table?pk=eq.value` of the first inserted row, as PostgREST sends with headers-only. */
function location(name: string, pk: string[], body: string): string {
  const first = (JSON.parse(body) as Array<Record<string, unknown>>)[0] ?? {};
  const filters = pk.map(
    (column) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(first[column]))}`,
  );
  return `/${encodeURIComponent(name)}?${filters.join('&')}`;
}

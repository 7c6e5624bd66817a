import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteDml, payloadColumns, sourceCtes, updateDml } from './build-mutation.js';
import { BuildContext, buildMutationStatement } from './build-select.js';
import type { StatementResult } from './caller.js';
import { parseQuery } from './parse-query.js';
import { outputNames, type PlannedNode, planRead } from './plan-read.js';
import { findRelation, type PreparedRequest, prepareRequest } from './prepare-request.js';
import { parseBody, rowOf } from './request-body.js';
import { applyPreferences, contentRange, representation } from './respond.js';
import { appliedPreferences, executeMutation } from './run-mutation.js';
import { restError } from './rest-errors.js';
import type { SchemaStore } from './schema-cache.js';

type Kind = 'update' | 'delete';

/**
 * PATCH and DELETE /rest/v1/:relation with filters. As on hosted Supabase (pg-safeupdate), a
 * request without any filter is refused rather than touching every row the caller may see.
 */
export async function changeRows(
  app: FastifyInstance,
  store: SchemaStore,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  kind: Kind,
): Promise<FastifyReply> {
  const prepared = await prepareRequest(app, request);
  const query = parseQuery(prepared.search);
  const { cache, relation } = await findRelation(store, name);
  const row = kind === 'update' ? rowOf(parseBody(request)) : undefined;
  const columns = row ? payloadColumns(relation, [row], query.columns) : [];
  const plan = planRead(cache, relation, query, prepared.auth.role);
  if (plan.modifiers.filters.length === 0) {
    throw restError(
      400,
      '21000',
      `${kind === 'update' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      null,
      'Add a filter (for example id=eq.<id>) to say which rows to change.',
    );
  }
  const result =
    row && columns.length === 0
      ? { total: null, page: 0, body: '[]' }
      : await run(app, prepared, plan, row, columns);
  applyPreferences(reply, appliedPreferences(prepared));
  reply.header(
    'content-range',
    contentRange(0, result.page, prepared.prefs.count ? result.page : null),
  );
  if (prepared.prefs.return !== 'representation') return reply.code(204).send();
  const { type, body } = representation(result, prepared.media, () => outputNames(plan));
  return reply.code(200).type(type).send(body);
}

async function run(
  app: FastifyInstance,
  prepared: PreparedRequest,
  plan: PlannedNode,
  row: Record<string, unknown> | undefined,
  columns: string[],
): Promise<StatementResult> {
  const dml = (ctx: BuildContext, returning: boolean) =>
    row ? updateDml(ctx, plan, row, columns, returning) : deleteDml(ctx, plan, returning);
  if (prepared.prefs.return === 'representation') {
    const ctx = new BuildContext();
    const text = buildMutationStatement(ctx, plan, sourceCtes([dml(ctx, true)]), {
      kind: 'array',
      stripNulls: prepared.media.stripNulls,
    });
    return executeMutation(
      app,
      prepared,
      { shaped: { text, params: ctx.params.values } },
      { honoursMaxAffected: true },
    );
  }
  const ctx = new BuildContext();
  return executeMutation(
    app,
    prepared,
    { bare: [{ text: dml(ctx, false), params: ctx.params.values }] },
    { honoursMaxAffected: true },
  );
}

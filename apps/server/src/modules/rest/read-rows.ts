import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BuildContext, buildReadStatement } from './build-select.js';
import { prepared } from '../../lib/caller-pipeline.js';
import { runAsCaller } from './caller.js';
import { parseRangeHeader } from './parse-headers.js';
import { parseQuery } from './parse-query.js';
import { outputNames, planRead } from './plan-read.js';
import { findRelation, prepareRequest } from './prepare-request.js';
import { applyPreferences, effectiveRange, sendRead } from './respond.js';
import type { SchemaStore } from './schema-cache.js';
import { qualified } from './sql.js';

/** GET/HEAD /rest/v1/:relation — select with filters, embedding, order and range. */
export async function readRows(
  app: FastifyInstance,
  store: SchemaStore,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
): Promise<FastifyReply> {
  const { auth, prefs, media, search } = await prepareRequest(app, request);
  const query = parseQuery(search);
  const range = parseRangeHeader(request.headers.range);
  const { cache, relation } = await findRelation(store, name);
  const plan = planRead(cache, relation, query, auth.role);
  const { offset, limit } = effectiveRange(
    range,
    plan.modifiers.limit,
    plan.modifiers.offset,
    app.ctx.config.dataApiMaxRows,
  );
  const isHead = request.method === 'HEAD';
  const ctx = new BuildContext();
  const text = buildReadStatement(ctx, plan, {
    source: qualified(relation.name),
    offset,
    limit,
    count: prefs.count !== undefined,
    body: { kind: isHead ? 'none' : 'array', stripNulls: media.stripNulls },
  });
  const [result] = await runAsCaller(app, auth, [prepared(text, ctx.params.values)], {
    readOnly: true,
  });
  applyPreferences(reply, [prefs.count && `count=${prefs.count}`]);
  return sendRead(reply, result!, { offset, media, isHead, columns: () => outputNames(plan) });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callCte,
  callSql,
  resolveFunction,
  resultRelation,
  scalarSetStatement,
  singleValueStatement,
} from './build-rpc.js';
import { BuildContext, buildReadStatement } from './build-select.js';
import { inCallerTransaction, runStatement } from './caller.js';
import { parseRangeHeader } from './parse-headers.js';
import { parseQuery } from './parse-query.js';
import { outputNames, planRead } from './plan-read.js';
import { findFunctions, prepareRequest } from './prepare-request.js';
import { isRow, parseBody } from './request-body.js';
import { applyPreferences, effectiveRange, JSON_TYPE, sendRead } from './respond.js';
import type { SchemaStore } from './schema-cache.js';

/**
 * POST (or GET/HEAD, in a read-only transaction) /rest/v1/rpc/:fn with named arguments.
 * Set-returning functions answer like a table read (select, filters, order, range, count);
 * others return their single JSON value, or 204 for void.
 */
export async function callFunction(
  app: FastifyInstance,
  store: SchemaStore,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
): Promise<FastifyReply> {
  const prepared = await prepareRequest(app, request);
  const { prefs, media } = prepared;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const isHead = request.method === 'HEAD';
  const { cache, overloads } = await findFunctions(store, name);
  const argNames = new Set(overloads.flatMap((fn) => fn.args.map((a) => a.name)));
  const query = parseQuery(prepared.search, (key) => isRead && argNames.has(key));
  const args = isRead ? Object.fromEntries(query.args) : (parseBody(request) ?? {});
  const call = resolveFunction(cache, name, isRow(args) ? Object.keys(args) : [], {
    isObject: isRow(args),
    singleObject: prefs.params === 'single-object',
  });
  const { fn } = call;
  const ctx = new BuildContext();
  const sql = callSql(ctx, call, args);
  const run = (text: string) =>
    inCallerTransaction(app, prepared.auth, (trx) => runStatement(trx, text, ctx.params.values), {
      readOnly: isRead,
      rollback: prefs.tx === 'rollback',
    });
  applyPreferences(reply, [prefs.count && `count=${prefs.count}`, prefs.tx && `tx=${prefs.tx}`]);
  const isMinimal = prefs.return === 'minimal' && !isRead;

  if (fn.returnsSet) {
    const isScalar = fn.returns !== 'composite';
    const plan = planRead(
      cache,
      resultRelation(cache, fn),
      isScalar ? { ...query, select: [] } : query,
    );
    const { offset, limit } = effectiveRange(
      parseRangeHeader(request.headers.range),
      plan.modifiers.limit,
      plan.modifiers.offset,
    );
    const count = prefs.count !== undefined;
    const text = isScalar
      ? scalarSetStatement(ctx, callCte(sql, true), { offset, limit }, count)
      : buildReadStatement(ctx, plan, {
          source: 'pgrst_call',
          prelude: callCte(sql, false),
          defaultOrder: 'pgrst_ordinal',
          offset,
          limit,
          count,
          body: { kind: isHead ? 'none' : 'array', stripNulls: media.stripNulls },
        });
    const result = await run(text);
    if (isMinimal) return reply.code(204).send();
    const readMedia =
      isScalar && media.kind === 'csv' ? { ...media, kind: 'array' as const } : media;
    return sendRead(reply, result, {
      offset,
      media: readMedia,
      isHead,
      columns: () => outputNames(plan),
    });
  }
  const result = await run(singleValueStatement(sql, fn.returns === 'void'));
  if (fn.returns === 'void' || isMinimal) return reply.code(204).send();
  return reply
    .code(200)
    .type(JSON_TYPE)
    .send(isHead ? undefined : (result.body ?? 'null'));
}

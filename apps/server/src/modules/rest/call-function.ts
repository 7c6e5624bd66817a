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
import { prepared } from '../../lib/caller-pipeline.js';
import { runAsCaller } from './caller.js';
import { parseRangeHeader } from './parse-headers.js';
import { type ParsedQuery, parseQuery } from './parse-query.js';
import { outputNames, planRead } from './plan-read.js';
import { findFunctions, type PreparedRequest, prepareRequest } from './prepare-request.js';
import { isRow, parseBody } from './request-body.js';
import { applyPreferences, effectiveRange, JSON_TYPE, sendRead } from './respond.js';
import type { DbFunction, SchemaCache, SchemaStore } from './schema-cache.js';

type Call = {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  prepared: PreparedRequest;
  cache: SchemaCache;
  query: ParsedQuery;
  fn: DbFunction;
  ctx: BuildContext;
  sql: { from?: string; expression: string };
  isRead: boolean;
};

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
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const { cache, overloads } = await findFunctions(store, name);
  const argNames = new Set(overloads.flatMap((fn) => fn.args.map((a) => a.name)));
  // On GET the function's arguments come from the query string; other keys are filters.
  const query = parseQuery(prepared.search, (key) => isRead && argNames.has(key));
  const args = isRead ? Object.fromEntries(query.args) : (parseBody(request) ?? {});
  const resolved = resolveFunction(cache, name, isRow(args) ? Object.keys(args) : [], {
    isObject: isRow(args),
    singleObject: prepared.prefs.params === 'single-object',
  });
  const ctx = new BuildContext();
  const call: Call = {
    app,
    request,
    reply,
    prepared,
    cache,
    query,
    fn: resolved.fn,
    ctx,
    sql: callSql(ctx, resolved, args),
    isRead,
  };
  const { prefs } = prepared;
  applyPreferences(reply, [prefs.count && `count=${prefs.count}`, prefs.tx && `tx=${prefs.tx}`]);
  return resolved.fn.returnsSet ? answerRows(call) : answerValue(call);
}

async function run(call: Call, text: string) {
  const { prefs, auth } = call.prepared;
  const [result] = await runAsCaller(call.app, auth, [prepared(text, call.ctx.params.values)], {
    readOnly: call.isRead,
    rollback: prefs.tx === 'rollback',
  });
  return result!;
}

const isMinimal = (call: Call) => call.prepared.prefs.return === 'minimal' && !call.isRead;

/** A set-returning function: its rows (or scalars) read like a table. */
async function answerRows(call: Call): Promise<FastifyReply> {
  const { fn, cache, query, ctx, prepared, request, reply } = call;
  const isScalar = fn.returns !== 'composite';
  const isHead = request.method === 'HEAD';
  // A function's result is not a table read: column privileges do not apply to it.
  const plan = planRead(
    cache,
    resultRelation(cache, fn),
    isScalar ? { ...query, select: [] } : query,
    'service_role',
  );
  const { offset, limit } = effectiveRange(
    parseRangeHeader(request.headers.range),
    plan.modifiers.limit,
    plan.modifiers.offset,
    call.app.ctx.config.dataApiMaxRows,
  );
  const count = prepared.prefs.count !== undefined;
  const text = isScalar
    ? scalarSetStatement(ctx, callCte(call.sql, true), { offset, limit }, count)
    : buildReadStatement(ctx, plan, {
        source: 'pgrst_call',
        prelude: callCte(call.sql, false),
        defaultOrder: 'pgrst_ordinal',
        offset,
        limit,
        count,
        body: { kind: isHead ? 'none' : 'array', stripNulls: prepared.media.stripNulls },
      });
  const result = await run(call, text);
  if (isMinimal(call)) return reply.code(204).send();
  const media =
    isScalar && prepared.media.kind === 'csv'
      ? { ...prepared.media, kind: 'array' as const }
      : prepared.media;
  return sendRead(reply, result, { offset, media, isHead, columns: () => outputNames(plan) });
}

/** A function returning one value (scalar or composite as JSON), or nothing (void → 204). */
async function answerValue(call: Call): Promise<FastifyReply> {
  const isVoid = call.fn.returns === 'void';
  const result = await run(call, singleValueStatement(call.sql, isVoid));
  if (isVoid || isMinimal(call)) return call.reply.code(204).send();
  const body = call.request.method === 'HEAD' ? undefined : (result.body ?? 'null');
  return call.reply.code(200).type(JSON_TYPE).send(body);
}

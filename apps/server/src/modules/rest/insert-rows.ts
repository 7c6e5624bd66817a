import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { groupRows, insertDml, payloadColumns, sourceCtes } from './build-mutation.js';
import { BuildContext, buildMutationStatement } from './build-select.js';
import { parseQuery } from './parse-query.js';
import { outputNames, planRead } from './plan-read.js';
import { findRelation, prepareRequest } from './prepare-request.js';
import { parseBody, rowsOf } from './request-body.js';
import { applyPreferences, contentRange, representation } from './respond.js';
import { appliedPreferences, executeMutation } from './run-mutation.js';
import type { SchemaStore } from './schema-cache.js';

/** POST /rest/v1/:relation — insert one or many rows, or upsert with Prefer: resolution. */
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
  const columns = payloadColumns(relation, rows, query.columns);
  const groups = groupRows(rows, columns, prefs.missing === 'default');
  const options = { onConflict: query.onConflict, resolution: prefs.resolution };
  const mode = prefs.return ?? 'minimal';
  const pk = relation.primaryKey;
  const wantsLocation = mode === 'headers-only' && pk.length > 0;
  if (wantsLocation)
    query.select = pk.map((column) => ({ kind: 'field', field: { name: column, json: [] } }));
  const plan = planRead(cache, relation, query);
  let result;
  if (mode === 'representation' || wantsLocation) {
    const ctx = new BuildContext();
    const dmls = groups.map((group) => insertDml(ctx, relation, group, options, true));
    const text = buildMutationStatement(ctx, plan, sourceCtes(dmls), {
      kind: 'array',
      stripNulls: media.stripNulls,
    });
    result = await executeMutation(
      app,
      prepared,
      { shaped: { text, params: ctx.params.values } },
      { honoursMaxAffected: false },
    );
  } else {
    const bare = groups.map((group) => {
      const ctx = new BuildContext();
      return { text: insertDml(ctx, relation, group, options, false), params: ctx.params.values };
    });
    result = await executeMutation(app, prepared, { bare }, { honoursMaxAffected: false });
  }
  applyPreferences(
    reply,
    appliedPreferences(prepared, [
      prefs.resolution && `resolution=${prefs.resolution}`,
      prefs.missing && `missing=${prefs.missing}`,
    ]),
  );
  reply.code(201).header('content-range', contentRange(1, 0, prefs.count ? result.page : null));
  if (wantsLocation && result.body) {
    const first = (JSON.parse(result.body) as Array<Record<string, unknown>>)[0];
    if (first) {
      const filters = pk
        .map((column) => `${column}=eq.${encodeURIComponent(String(first[column]))}`)
        .join('&');
      reply.header('location', `/${encodeURIComponent(name)}?${filters}`);
    }
  }
  if (mode !== 'representation') return reply.send();
  const { type, body } = representation(result, media, () => outputNames(plan));
  return reply.type(type).send(body);
}

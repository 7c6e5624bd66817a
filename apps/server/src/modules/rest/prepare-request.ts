import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../../lib/request-auth.js';
import { resolveCaller } from './caller.js';
import { type MediaChoice, negotiate, parsePrefer, type Preferences } from './parse-headers.js';
import { checkProfile, searchOf } from './request-body.js';
import { closest, unknownRelation } from './rest-errors.js';
import type { DbFunction, Relation, SchemaCache, SchemaStore } from './schema-cache.js';

export type PreparedRequest = {
  auth: RequestAuth;
  prefs: Preferences;
  media: MediaChoice;
  search: string;
};

/** What every data API request needs first: the caller, then the headers that shape the answer. */
export async function prepareRequest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PreparedRequest> {
  const auth = await resolveCaller(app, request);
  checkProfile(request);
  return {
    auth,
    prefs: parsePrefer(request.headers.prefer),
    media: negotiate(request.headers.accept),
    search: searchOf(request),
  };
}

/** An exposed table or view by name; a miss re-reads the catalog once (new tables appear). */
export async function findRelation(
  store: SchemaStore,
  name: string,
): Promise<{ cache: SchemaCache; relation: Relation }> {
  let cache = store.current();
  let relation = cache.relations.get(name);
  if (!relation) {
    cache = await store.reloadAfterMiss();
    relation = cache.relations.get(name);
  }
  if (!relation) throw unknownRelation(name, closest(name, cache.relations.keys()));
  return { cache, relation };
}

/** The overloads of an exposed function (possibly none: resolution reports PGRST202). */
export async function findFunctions(
  store: SchemaStore,
  name: string,
): Promise<{ cache: SchemaCache; overloads: DbFunction[] }> {
  let cache = store.current();
  if (!cache.functions.has(name)) cache = await store.reloadAfterMiss();
  return { cache, overloads: cache.functions.get(name) ?? [] };
}

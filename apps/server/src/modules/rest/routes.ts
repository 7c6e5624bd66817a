import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { callFunction } from './call-function.js';
import { changeRows } from './change-rows.js';
import { restErrorHandler } from './error-handler.js';
import { insertRows } from './insert-rows.js';
import { readRows } from './read-rows.js';
import { invalidPath, restError } from './rest-errors.js';
import { createSchemaStore, registerSchemaStore } from './schema-cache.js';

type RelationRequest = FastifyRequest<{ Params: { relation: string } }>;
type FunctionRequest = FastifyRequest<{ Params: { fn: string } }>;

/**
 * The PostgREST-compatible data API (prefix /rest/v1) that supabase-js's `from()` and `rpc()` use.
 * Every request runs in one transaction as the caller, so row-level security decides.
 */
export const restRoutes: FastifyPluginAsync = async (app) => {
  const store = await createSchemaStore(app.ctx.database.pool);
  registerSchemaStore(app, store);

  // Bodies are parsed by the operations, so malformed JSON answers PGRST102 like PostgREST.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler(() => {
    throw invalidPath();
  });

  app.get('/:relation', (request: RelationRequest, reply: FastifyReply) =>
    readRows(app, store, request, reply, request.params.relation),
  );
  app.post('/:relation', (request: RelationRequest, reply: FastifyReply) =>
    insertRows(app, store, request, reply, request.params.relation),
  );
  app.patch('/:relation', (request: RelationRequest, reply: FastifyReply) =>
    changeRows(app, store, request, reply, request.params.relation, 'update'),
  );
  app.delete('/:relation', (request: RelationRequest, reply: FastifyReply) =>
    changeRows(app, store, request, reply, request.params.relation, 'delete'),
  );
  app.put('/:relation', (request: FastifyRequest) => {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/rpc/:fn',
    handler: (request: FunctionRequest, reply: FastifyReply) =>
      callFunction(app, store, request, reply, request.params.fn),
  });
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/rpc/:fn',
    handler: (request: FastifyRequest) => {
      throw restError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
    },
  });
};

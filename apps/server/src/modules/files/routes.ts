import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { storageDriverFor } from '../storage/local-driver.js';
import { sendObject } from '../storage/send-object.js';
import type { FilesDeps } from './deps.js';
import { createFolder, moveItem, renameItem } from './edit-items.js';
import { fileErrors } from './file-errors.js';
import { parseName } from './names.js';
import { fileForLink, openFile } from './open-file.js';
import type { FileRow } from './repository.js';
import { createShare, fileForShare, revokeShare } from './shares.js';
import { getSpaces, setMembersWrite, updateSettings } from './spaces.js';
import { purgeExpiredTrash, purgeItem, restoreItem, trashItem } from './trash.js';
import { uploadFile } from './upload-file.js';

const uuid = z.string().uuid();
const idParam = z.object({ id: uuid });
const folderBody = z.object({
  space_id: uuid,
  parent_id: uuid.nullable().default(null),
  name: z.string(),
});
const moveBody = z.object({ space_id: uuid, parent_id: uuid.nullable().default(null) });
const shareBody = z.object({ hours: z.number().int() });
const settingsBody = z.object({
  plan: z.enum(['free', 'standard', 'plus']).optional(),
  quota_bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  blocked_kinds: z
    .array(z.enum(['executable', 'script', 'archive']))
    .max(3)
    .optional(),
});
const uploadQuery = z.object({ space: uuid, parent: uuid.optional(), name: z.string() });

const TRASH_SWEEP_MS = 60 * 60 * 1000;

/** The shape clients get for a folder or file (never the storage object's name). */
export function itemOut(row: FileRow) {
  return {
    id: row.id,
    space_id: row.space_id,
    parent_id: row.parent_id,
    kind: row.kind,
    name: row.name,
    size: Number(row.size),
    mime_type: row.mime_type,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

/**
 * /api/files: the operations of the /files page that are more than a row read — uploads (quota and
 * content checked), folders, rename, move, trash, opening and sharing files, and the space and
 * quota settings. Listing and searching read `files` through the data API under row-level security.
 */
export const filesRoutes: FastifyPluginAsync<{ backgroundJobs?: boolean }> = async (
  app,
  options,
) => {
  const ctx = app.ctx;
  const deps: FilesDeps = {
    ctx,
    storage: {
      db: ctx.database.db,
      keys: ctx.keys,
      driver: storageDriverFor(ctx.config),
      log: app.log,
    },
  };
  const idOf = (request: FastifyRequest) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw fileErrors.notFound();
    return parsed.data.id;
  };

  // What has been in the trash for 30 days is removed hourly (first a minute after start).
  if (options.backgroundJobs !== false) {
    const sweep = () =>
      purgeExpiredTrash(deps).catch((error: unknown) =>
        app.log.warn({ err: error }, 'trash sweep failed'),
      );
    const first = setTimeout(sweep, 60_000);
    const timer = setInterval(sweep, TRASH_SWEEP_MS);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }

  app.get('/api/files/organizations/:id/spaces', async (request) => {
    const caller = await requireCaller(ctx, request);
    return getSpaces(deps, caller, idOf(request));
  });

  app.post('/api/files/organizations/:id/settings', async (request) => {
    const caller = await requireCaller(ctx, request);
    return updateSettings(deps, caller, idOf(request), parseInput(settingsBody, request.body));
  });

  app.post('/api/files/spaces/:id/members-write', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const body = parseInput(z.object({ members_write: z.boolean() }), request.body);
    await setMembersWrite(deps, caller, idOf(request), body.members_write);
    return reply.code(204).send();
  });

  app.post('/api/files/folders', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const body = parseInput(folderBody, request.body);
    const folder = await createFolder(deps, caller, {
      spaceId: body.space_id,
      parentId: body.parent_id,
      name: parseName(body.name),
    });
    return reply.code(201).send(itemOut(folder));
  });

  app.post('/api/files/:id/rename', async (request) => {
    const caller = await requireCaller(ctx, request);
    const body = parseInput(z.object({ name: z.string() }), request.body);
    return itemOut(await renameItem(deps, caller, idOf(request), parseName(body.name)));
  });

  app.post('/api/files/:id/move', async (request) => {
    const caller = await requireCaller(ctx, request);
    const body = parseInput(moveBody, request.body);
    return itemOut(
      await moveItem(deps, caller, idOf(request), {
        spaceId: body.space_id,
        parentId: body.parent_id,
      }),
    );
  });

  app.post('/api/files/:id/trash', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await trashItem(deps, caller, idOf(request));
    return reply.code(204).send();
  });

  app.post('/api/files/:id/restore', async (request) => {
    const caller = await requireCaller(ctx, request);
    return itemOut(await restoreItem(deps, caller, idOf(request)));
  });

  app.delete('/api/files/:id', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await purgeItem(deps, caller, idOf(request));
    return reply.code(204).send();
  });

  app.post('/api/files/:id/open', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    reply.header('cache-control', 'no-store');
    return openFile(deps, caller, idOf(request));
  });

  app.route<{ Querystring: { token?: string; download?: string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/files/:id/content',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { file, object } = await fileForLink(deps, idOf(request), request.query.token);
      return serve(request, reply, file, object, request.query.download !== undefined);
    },
  });

  app.post('/api/files/:id/shares', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const body = parseInput(shareBody, request.body);
    return reply.code(201).send(await createShare(deps, caller, idOf(request), body.hours));
  });

  app.post('/api/files/shares/:id/revoke', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await revokeShare(deps, caller, idOf(request));
    return reply.code(204).send();
  });

  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/files/shared/:token',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const token = request.params.token;
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw fileErrors.linkInvalid();
      const { file, object } = await fileForShare(deps, token);
      reply.header('referrer-policy', 'no-referrer');
      return serve(request, reply, file, object, true);
    },
  });

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    file: FileRow,
    object: Parameters<typeof sendObject>[3],
    download: boolean,
  ) {
    // Shown inside the /files page (a PDF in a frame of our own origin), never in another site's.
    reply
      .header('content-security-policy', "frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-disposition',
        `inline; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    return sendObject(deps.storage, request, reply, object, {
      isPublic: false,
      download: download ? file.name : undefined,
    });
  }

  // Uploads stream: the body is the file's bytes, never buffered or parsed.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    uploads.post('/api/files/upload', async (request, reply) => {
      const caller = await requireCaller(ctx, request);
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      try {
        const query = parseInput(uploadQuery, request.query);
        const length = request.headers['content-length'];
        const file = await uploadFile(deps, caller, {
          spaceId: query.space,
          parentId: query.parent ?? null,
          name: parseName(query.name),
          contentType: request.headers['content-type'],
          declaredLength: length && /^\d+$/.test(length) ? Number(length) : undefined,
          body,
        });
        return reply.code(201).send(itemOut(file));
      } catch (error) {
        // Let the rest of the body arrive and be dropped, so the client reads our answer.
        body.resume();
        throw error;
      }
    });
  });
};

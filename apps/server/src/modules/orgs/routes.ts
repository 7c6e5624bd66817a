import {
  changeRoleSchema,
  createOrganizationSchema,
  importRequestSchema,
  localeFromAcceptLanguage,
  inviteMemberSchema,
  joinOrganizationSchema,
} from '@ias/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { createOrganization } from './create-organization.js';
import { removeGroupJoinCode, rotateGroupJoinCode } from './group-join-codes.js';
import { importMembers } from './import-members.js';
import { inviteMember } from './invite-member.js';
import { joinOrganization } from './join-organization.js';
import { changeMemberRole, decideMembership, removeMember } from './manage-members.js';
import { ImportJobs } from './run-import.js';

const idParam = z.object({ id: z.string().uuid() });

/** Organisation setup and people: the operations that are more than a row write. */
export const orgRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const jobs = new ImportJobs();

  const id = (request: FastifyRequest, what = 'Not found.') => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'not_found', what);
    return parsed.data.id;
  };

  app.post('/api/organizations', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const org = await createOrganization(
      ctx,
      caller,
      parseInput(createOrganizationSchema, request.body),
    );
    return reply.code(201).send(org);
  });

  app.post('/api/organizations/:id/invitations', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const result = await inviteMember(
      ctx,
      caller,
      id(request, 'Organisation not found.'),
      parseInput(inviteMemberSchema, request.body),
    );
    return reply.code(201).send(result);
  });

  app.post(
    '/api/organizations/:id/imports',
    { bodyLimit: 6 * 1024 * 1024 },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request);
      const input = parseInput(importRequestSchema, request.body);
      const answer = await importMembers(
        ctx,
        jobs,
        caller,
        id(request, 'Organisation not found.'),
        input,
        localeFromAcceptLanguage(request.headers['accept-language']),
      );
      if (answer.kind === 'preview') return answer.preview;
      return reply.code(202).send({ job_id: answer.job.id, total: answer.job.total });
    },
  );

  app.get('/api/imports/:id', async (request) => {
    const caller = await requireCaller(ctx, request);
    const job = jobs.get(id(request, 'Import not found.'));
    if (!job || job.userId !== caller.userId)
      throw new AppError(404, 'not_found', 'Import not found.');
    return {
      id: job.id,
      status: job.status,
      total: job.total,
      processed: job.processed,
      result: job.result ?? null,
      error: job.error ?? null,
    };
  });

  app.post('/api/memberships/join', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    return reply
      .code(200)
      .send(await joinOrganization(ctx, caller, parseInput(joinOrganizationSchema, request.body)));
  });

  // A group's own join code: POST makes one (or a new one in place of the old), DELETE turns it off.
  app.post('/api/groups/:id/join-code', async (request) =>
    rotateGroupJoinCode(ctx, await requireCaller(ctx, request), id(request, 'Group not found.')),
  );
  app.delete('/api/groups/:id/join-code', async (request) =>
    removeGroupJoinCode(ctx, await requireCaller(ctx, request), id(request, 'Group not found.')),
  );

  app.post('/api/memberships/:id/approve', async (request) =>
    decideMembership(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Member not found.'),
      'approve',
    ),
  );
  app.post('/api/memberships/:id/reject', async (request) =>
    decideMembership(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Member not found.'),
      'reject',
    ),
  );
  app.post('/api/memberships/:id/role', async (request) => {
    const caller = await requireCaller(ctx, request);
    const { role } = parseInput(changeRoleSchema, request.body);
    return changeMemberRole(ctx, caller, id(request, 'Member not found.'), role);
  });
  app.delete('/api/memberships/:id', async (request) =>
    removeMember(ctx, await requireCaller(ctx, request), id(request, 'Member not found.')),
  );
};

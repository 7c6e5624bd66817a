import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { currentLocale } from '../../lib/i18n.js';
import { createFeed, getFeed, icsLabels, readFeed, revokeFeed } from './feeds.js';
import { getCalendar, readCalendar } from './get-calendar.js';
import { getEvent } from './get-event.js';
import {
  applyHolidays,
  applyHolidaysSchema,
  suggestHolidays,
  suggestionsQuery,
} from './holiday-suggestions.js';
import { ICS_MAX_BYTES, importIcs, importSchema } from './import-ics.js';
import {
  answerInvitation,
  createEvent,
  deleteEvent,
  skipOccurrence,
  updateEvent,
} from './save-event.js';
import { answerSchema, eventInputSchema, rangeSchema } from './types.js';
import { writeIcs } from './write-ics.js';

const idParam = z.object({ id: z.string().uuid() });
const orgQuery = z.object({ org: z.string().uuid() });
const skipSchema = z.object({ date: z.iso.date() });
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

/** /calendar: one merged calendar per person, events with answers, .ics export and feeds. */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const id = (request: FastifyRequest) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'not_found', 'Event not found.');
    return parsed.data.id;
  };
  const host = new URL(ctx.config.siteUrl).host;

  app.get('/api/calendar', async (request) => {
    const caller = await requireCaller(ctx, request);
    const range = parseInput(rangeSchema, request.query);
    return getCalendar(ctx, caller, range.org, range.from, range.to);
  });

  app.get('/api/calendar/export.ics', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const { org } = parseInput(orgQuery, request.query);
    const calendar = await readCalendar(ctx, caller.auth, org);
    const body = writeIcs(calendar, icsLabels(currentLocale(), calendar.orgName), host);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="calendar.ics"')
      .send(body);
  });

  app.post('/api/calendar/events', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const event = await createEvent(ctx, caller, parseInput(eventInputSchema, request.body));
    return reply.code(201).send(event);
  });
  app.get('/api/calendar/events/:id', async (request) => {
    const caller = await requireCaller(ctx, request);
    return getEvent(ctx, caller, id(request));
  });
  app.put('/api/calendar/events/:id', async (request) => {
    const caller = await requireCaller(ctx, request);
    return updateEvent(ctx, caller, id(request), parseInput(eventInputSchema, request.body));
  });
  app.delete('/api/calendar/events/:id', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await deleteEvent(ctx, caller, id(request));
    return reply.code(204).send();
  });
  app.post('/api/calendar/events/:id/skip', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await skipOccurrence(ctx, caller, id(request), parseInput(skipSchema, request.body).date);
    return reply.code(204).send();
  });
  app.put('/api/calendar/events/:id/answer', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const { response } = parseInput(answerSchema, request.body);
    await answerInvitation(ctx, caller, id(request), response);
    return reply.code(204).send();
  });

  // India's holidays for a year, reviewed by the owner before they become the organisation's.
  app.get('/api/calendar/holiday-suggestions', async (request) => {
    const caller = await requireCaller(ctx, request);
    return suggestHolidays(ctx, caller, parseInput(suggestionsQuery, request.query));
  });
  app.post('/api/calendar/holidays', async (request) => {
    const caller = await requireCaller(ctx, request);
    return applyHolidays(ctx, caller, parseInput(applyHolidaysSchema, request.body));
  });

  // An .ics file's events into the organisation's or a group's calendar (or a dry run of it).
  app.post('/api/calendar/import', { bodyLimit: 2 * ICS_MAX_BYTES }, async (request) => {
    const caller = await requireCaller(ctx, request);
    return importIcs(ctx, caller, parseInput(importSchema, request.body));
  });

  app.get('/api/calendar/feed', async (request) => {
    const caller = await requireCaller(ctx, request);
    return getFeed(ctx, caller, parseInput(orgQuery, request.query).org);
  });
  app.post('/api/calendar/feed', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const { token } = await createFeed(ctx, caller, parseInput(orgQuery, request.body).org);
    return reply
      .code(201)
      .send({ token, url: `${ctx.config.siteUrl}/api/calendar/feeds/${token}.ics` });
  });
  app.delete('/api/calendar/feed', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await revokeFeed(ctx, caller, parseInput(orgQuery, request.query).org);
    return reply.code(204).send();
  });

  // The subscription URL itself: no session, the secret token is the credential.
  app.get('/api/calendar/feeds/:token', async (request, reply) => {
    const parsed = tokenParam.safeParse(request.params);
    const body = parsed.success ? await readFeed(ctx, parsed.data.token.slice(0, -4), host) : null;
    if (!body) throw new AppError(404, 'not_found', 'Calendar feed not found.');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=900')
      .send(body);
  });
};

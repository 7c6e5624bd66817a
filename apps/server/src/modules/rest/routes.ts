import type { FastifyPluginAsync } from 'fastify';

export const restRoutes: FastifyPluginAsync = async () => {};

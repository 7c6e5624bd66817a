import type { FastifyPluginAsync } from 'fastify';

export const statusRoutes: FastifyPluginAsync = async () => {};

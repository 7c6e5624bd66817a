import type { FastifyPluginAsync } from 'fastify';

export const storageRoutes: FastifyPluginAsync = async () => {};

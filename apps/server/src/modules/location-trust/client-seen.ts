import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { ClientSeen } from './record.js';

/**
 * The network and browser a request came from: the address as Fastify sees it (the proxy's
 * X-Forwarded-For only with TRUST_PROXY) and the user agent. The device id comes in the body.
 */
export function clientSeen(request: FastifyRequest): ClientSeen {
  const agent = request.headers['user-agent'];
  return {
    deviceId: null,
    userAgent: typeof agent === 'string' && agent ? agent.slice(0, 500) : null,
    ip: isIP(request.ip) ? request.ip : null,
  };
}

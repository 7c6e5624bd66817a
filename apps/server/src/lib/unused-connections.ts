import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closing an HTTP server waits for every open connection. Node drops the keep-alive ones between
 * requests (`closeIdleConnections()`, which `server.close()` calls), but counts a connection that
 * has sent nothing yet as awaiting its first request, and keeps it until the headers timeout
 * (60 s). Browsers open such connections ahead of need (preconnects), and one of them held a
 * stopping server past its grace period. Returns what to call when closing starts: it destroys
 * the connections that have sent nothing, and any that open from then on.
 */
export function trackUnusedConnections(server: Server): () => void {
  const open = new Set<Socket>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return () => {
    closing = true;
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  };
}

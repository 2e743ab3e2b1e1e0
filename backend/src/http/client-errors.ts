import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the server answers to a request it cannot even parse (headers over
 * Node's limit, a malformed request line, a client too slow to send its
 * headers), before any route or hook runs. Fastify's default answers the
 * same JSON but closes the connection without saying so, and a client that
 * reuses the connection then reads ECONNRESET on its next request instead
 * of this answer. `Connection: close` tells it not to.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Client Error'];
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests (and websocket upgrades) each backend received, in backend order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in a few lines: every HTTP request and every websocket
 * upgrade goes to the next backend in turn, no stickiness, and the client's
 * address is appended to X-Forwarded-For as real proxies do.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((backend) => new URL(backend));
  const served = targets.map(() => 0);
  let next = 0;
  const pick = () => {
    const index = next++ % targets.length;
    served[index]! += 1;
    return targets[index]!;
  };
  const forwarded = (headers: IncomingHttpHeaders, client: string | undefined) => {
    const previous = headers['x-forwarded-for'];
    return {
      ...headers,
      'x-forwarded-for': previous ? `${String(previous)}, ${client}` : (client ?? ''),
    };
  };

  const server: Server = createServer((incoming, outgoing) => {
    const target = pick();
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwarded(incoming.headers, incoming.socket.remoteAddress),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  server.on('upgrade', (incoming, socket, head) => {
    const target = pick();
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = forwarded(incoming.headers, incoming.socket.remoteAddress);
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        [value ?? []].flat().map((one) => `${name}: ${one}`),
      );
      upstream.write(
        `${incoming.method} ${incoming.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`,
      );
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Logger } from '../../shared/logger.js';

/** What the request hook reports every response to (the Prometheus histogram). */
export interface RequestMetrics {
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/** Route label of a request no route matched. */
export const UNMATCHED = '(unmatched)';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SLOW_MS = 1_000;

/**
 * The level of a request's completion line. Reads that went well are the
 * bulk of the traffic and are counted by the metrics, so they log at debug;
 * everything an operator may have to follow up logs at info: requests that
 * change something (they carry the correlation id into the events), client
 * errors and slow requests. Server errors log at error.
 */
export function completionLevel(
  method: string,
  statusCode: number,
  ms: number,
): 'debug' | 'info' | 'error' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || !READS.has(method) || ms >= SLOW_MS) return 'info';
  return 'debug';
}

/**
 * One onResponse hook for every request: the latency histogram by route
 * pattern and the structured completion line with the correlation id (the
 * request id, see http/request-context.ts). It adds no work before the
 * handler and a Map lookup after it.
 */
export function observeRequests(
  fastify: FastifyInstance,
  logger: Logger,
  metrics: RequestMetrics,
): void {
  const log = logger.child({ component: 'http' });
  const debugEnabled = log.isLevelEnabled('debug');
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const statusCode = reply.statusCode;
    const ms = reply.elapsedTime;
    metrics.observeRequest(request.method, route, statusCode, ms / 1000);
    const level = completionLevel(request.method, statusCode, ms);
    if (level !== 'debug' || debugEnabled) {
      const query = request.url.indexOf('?');
      log[level](
        {
          correlationId: request.id,
          method: request.method,
          route,
          // Without the query string: signed upload URLs carry their signature there.
          path: query === -1 ? request.url : request.url.slice(0, query),
          statusCode,
          ms: Math.round(ms * 10) / 10,
          userId: request.user?.id ?? null,
        },
        'request completed',
      );
    }
    done();
  });
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { DomainError, HTTP_STATUS } from '../../shared/errors.js';
import type { OperatorTokens } from '../../auth/index.js';
import type { ProjectionOperations } from './projection-operations.port.js';

const MAX_BODY = 64 * 1024;

/**
 * Compose mode: the projections worker's own small admin endpoint, which API
 * processes forward the operators' calls to (remote.projection-operations.ts).
 * Only operator tokens signed with the shared JWT_SECRET get in. Routes:
 * GET /projections, POST /projections/:name/replay, POST /projections/replay-all,
 * POST /projections/verify `{ names? }`.
 */
export function serveProjectionsAdmin(
  operations: ProjectionOperations,
  operators: OperatorTokens,
  logger: Logger,
): Server {
  return createServer((request, response) => {
    void route(operations, operators, request)
      .then((answer) => send(response, answer.status, answer.body))
      .catch((error: unknown) => {
        if (error instanceof DomainError) {
          const status = HTTP_STATUS[error.kind];
          send(response, status, { statusCode: status, message: error.message, code: error.code });
          return;
        }
        logger.error({ err: error }, 'projections admin call failed');
        send(response, 500, { statusCode: 500, message: 'Internal server error' });
      });
  });
}

async function route(
  operations: ProjectionOperations,
  operators: OperatorTokens,
  request: IncomingMessage,
): Promise<{ status: number; body: unknown }> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!(await operators.isOperator(token))) {
    return { status: 401, body: { statusCode: 401, message: 'Operator token required' } };
  }
  const path = new URL(request.url ?? '/', 'http://worker').pathname;
  if (request.method === 'GET' && path === '/projections') {
    return { status: 200, body: await operations.overview() };
  }
  if (request.method === 'POST' && path === '/projections/replay-all') {
    return { status: 202, body: await operations.replayAll() };
  }
  const replay = /^\/projections\/([^/]+)\/replay$/.exec(path);
  if (request.method === 'POST' && replay) {
    return { status: 202, body: await operations.replay(decodeURIComponent(replay[1]!)) };
  }
  if (request.method === 'POST' && path === '/projections/verify') {
    const body = (await readJson(request)) as { names?: unknown };
    const names = Array.isArray(body.names)
      ? body.names.filter((name): name is string => typeof name === 'string')
      : undefined;
    return { status: 200, body: await operations.verify(names) };
  }
  return { status: 404, body: { statusCode: 404, message: 'Not found' } };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_BODY) break;
  }
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

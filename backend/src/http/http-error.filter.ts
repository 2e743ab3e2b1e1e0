import {
  Catch,
  HttpException,
  HttpStatus,
  NotFoundException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DomainError, HTTP_STATUS } from '../shared/errors.js';
import type { SpaShell } from './spa-shell.js';
import type { ErrorBody } from '../contracts/errors.js';
import { isWebRoute } from '../contracts/web-routes.js';

/** Thrown by the validation pipe: 400 with each field's message. */
export class RequestValidationError extends HttpException {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(issues.map((issue) => issue.message).join('. '), HttpStatus.BAD_REQUEST);
  }
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Paths the SPA never owns: a miss there is a real 404, not a client route. */
const SERVER_PREFIXES = ['/api/', '/api', '/objects/', '/socket.io/', '/metrics'];

/**
 * Maps every error to HTTP in one place: domain errors by kind, validation
 * errors with their field messages, framework errors by their status, and
 * anything else to a logged 500 that reveals nothing. A GET for a non-API
 * path with no file serves the single-page app: 200 on its routes, 404 (it
 * shows its not-found screen) anywhere else.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly shell: SpaShell,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();

    if (exception instanceof NotFoundException && this.isPageRequest(request)) {
      const html = this.shell.page();
      if (html) {
        // The app shows its not-found screen for paths it has no route for; the status says so too.
        const path = request.url.split('?')[0] ?? '';
        void reply
          .status(isWebRoute(path) ? 200 : 404)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
        return;
      }
    }

    const body = this.toBody(exception, request);
    if (body.statusCode === 429 || body.statusCode === 503) {
      const seconds = exception instanceof DomainError ? exception.retryAfterSeconds : undefined;
      reply.header('retry-after', String(seconds ?? (body.statusCode === 503 ? 1 : 60)));
    }
    void reply
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof DomainError) {
      const statusCode = HTTP_STATUS[exception.kind];
      return {
        statusCode,
        error: REASON[statusCode] ?? 'Error',
        message: exception.message,
        code: exception.code,
        ...(exception.issues ? { errors: exception.issues } : {}),
      };
    }
    if (exception instanceof RequestValidationError) {
      return {
        statusCode: 400,
        error: 'Bad Request',
        message: exception.message,
        errors: exception.issues,
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: REASON[statusCode] ?? 'Error', message: messageOf(exception) };
    }
    // Fastify's own client errors (malformed JSON, body too large, wrong content type) carry a 4xx statusCode.
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return {
        statusCode,
        error: REASON[statusCode] ?? 'Bad Request',
        message: (exception as Error).message || 'Bad request',
      };
    }
    this.logger.error(
      { err: exception, method: request.method, url: request.url, correlationId: request.id },
      'unhandled error',
    );
    return {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    };
  }

  private isPageRequest(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '';
    return !SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('. ');
  if (typeof message === 'string') return message;
  return exception.message;
}

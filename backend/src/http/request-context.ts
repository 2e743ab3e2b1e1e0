import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../shared/command-context.js';

/** The signed-in caller, set by the auth guards. */
export interface AuthenticatedUser {
  id: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Fastify request ids double as correlation ids: taken from an incoming
 * `x-correlation-id` header when it looks sane, otherwise a new uuid. They
 * reach every event's metadata through the command context.
 */
export function correlationIdFor(request: { headers: Record<string, unknown> }): string {
  const incoming = request.headers['x-correlation-id'];
  return typeof incoming === 'string' && CORRELATION_ID.test(incoming) ? incoming : randomUUID();
}

/** `@Context() context: CommandContext` in a controller: who, when and which request. */
export const Context = createParamDecorator(
  (_data: unknown, execution: ExecutionContext): CommandContext => {
    const request = execution.switchToHttp().getRequest<FastifyRequest>();
    return {
      correlationId: request.id,
      commandId: randomUUID(),
      userId: request.user?.id ?? null,
      now: new Date(),
    };
  },
);

/** `@CurrentUser() user` in a controller behind an auth guard. */
export const CurrentUser = createParamDecorator((_data: unknown, execution: ExecutionContext) => {
  return execution.switchToHttp().getRequest<FastifyRequest>().user;
});

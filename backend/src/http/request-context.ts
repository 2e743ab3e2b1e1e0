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
    /** When the request arrived, by the injected clock (app.ts stamps it). */
    receivedAt?: Date;
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

/** Who, when and which request: the metadata every event the command appends carries. */
function commandContextOf(request: FastifyRequest): CommandContext {
  return {
    correlationId: request.id,
    commandId: randomUUID(),
    userId: request.user?.id ?? null,
    now: request.receivedAt ?? new Date(),
  };
}

/** `@Context() context: CommandContext` in a controller: for routes open to anyone (sign-up). */
export const Context = createParamDecorator(
  (_data: unknown, execution: ExecutionContext): CommandContext =>
    commandContextOf(execution.switchToHttp().getRequest<FastifyRequest>()),
);

/** `@CurrentUser() user` in a controller behind an auth guard. */
export const CurrentUser = createParamDecorator((_data: unknown, execution: ExecutionContext) => {
  return execution.switchToHttp().getRequest<FastifyRequest>().user;
});

/** What a signed-in command route acts on: the caller, and the context their command carries. */
export interface Caller {
  user: AuthenticatedUser;
  context: CommandContext;
}

/**
 * `@SignedIn() caller` in a command route behind RequireUser: the user and the
 * command context in one parameter, so the route is its path, its body and
 * one send.
 */
export const SignedIn = createParamDecorator(
  (_data: unknown, execution: ExecutionContext): Caller => {
    const request = execution.switchToHttp().getRequest<FastifyRequest>();
    // Without the guard there is no user to act for: a wiring mistake, not a 401.
    if (!request.user) throw new Error('@SignedIn() needs the RequireUser guard');
    return { user: request.user, context: commandContextOf(request) };
  },
);

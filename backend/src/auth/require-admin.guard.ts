import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../shared/errors.js';
import { Authenticator } from './auth.guards.js';
import { OperatorTokens } from './operator-token.js';

export const ADMINISTRATORS_ONLY = 'Administrators only';

/**
 * Marks an operators' route (projections, unmet demand): the operators' CLI
 * token is admitted there too. Routes that record who acted (the moderation
 * queue) are not marked: the CLI is nobody.
 */
export const OperatorsToo = Reflector.createDecorator<true>({ transform: () => true });

/**
 * The one guard of administrators' routes: a signed-in administrator (isAdmin
 * on the users read model, read on every request so a revoked grant takes
 * effect at once), or the operators' CLI where the route is marked
 * OperatorsToo. Anonymous callers get 401, signed-in non-admins 403.
 */
@Injectable()
export class RequireAdmin implements CanActivate {
  constructor(
    @Inject(Authenticator) private readonly authenticator: Authenticator,
    @Inject(OperatorTokens) private readonly operators: OperatorTokens,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('AUTH.NO_TOKEN', 'Please sign in to continue.');
    const user = await this.authenticator.authenticateToken(token);
    if (typeof user === 'object') {
      if (!user.isAdmin) throw forbidden('AUTH.ADMINISTRATORS_ONLY', ADMINISTRATORS_ONLY);
      request.user = user;
      return true;
    }
    if (user === 'suspended')
      throw unauthorized('AUTH.SUSPENDED', 'Your account is suspended. Sign in to see why.');
    const operatorsToo = this.reflector.getAllAndOverride(OperatorsToo, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (operatorsToo && (await this.operators.isOperator(token))) return true;
    throw unauthorized('AUTH.INVALID_TOKEN', 'Your session has expired. Please sign in again.');
  }
}

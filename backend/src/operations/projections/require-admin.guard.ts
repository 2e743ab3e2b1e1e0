import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Authenticator } from '../../auth/index.js';
import { forbidden, unauthorized } from '../../shared/errors.js';
import { OperatorTokens } from './operator-token.js';

export const ADMINISTRATORS_ONLY = 'Administrators only';

/**
 * Operators' routes: administrators (isAdmin on the users read model, read on
 * every request so a revoked grant takes effect at once) and the operators'
 * CLI. Anonymous callers get 401, signed-in non-admins 403.
 */
@Injectable()
export class RequireAdmin implements CanActivate {
  constructor(
    @Inject(Authenticator) private readonly authenticator: Authenticator,
    @Inject(OperatorTokens) private readonly operators: OperatorTokens,
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
    if (await this.operators.isOperator(token)) return true;
    throw unauthorized('AUTH.INVALID_TOKEN', 'Your session has expired. Please sign in again.');
  }
}

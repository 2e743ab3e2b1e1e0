import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RequireUser } from '../auth/index.js';
import { forbidden } from '../shared/errors.js';

/**
 * The moderation queue's routes: a signed-in administrator, whose id every
 * action records (unlike the operators' routes, no CLI token). 401 without
 * a valid token, 403 for everyone else.
 */
@Injectable()
export class RequireAdministrator implements CanActivate {
  constructor(@Inject(RequireUser) private readonly signedIn: RequireUser) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.signedIn.canActivate(context);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.user?.isAdmin) throw forbidden('AUTH.ADMINISTRATORS_ONLY', 'Administrators only');
    return true;
  }
}

import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { USERS, type UserDocument } from '@packmeet/projections/read-models';
import type { AuthenticatedUser } from '../http/request-context.js';
import { unauthorized } from '../shared/errors.js';
import { TokenService } from './token.service.js';

/**
 * Resolves the bearer token to a user that exists in the read model. A valid
 * signature alone is not enough: a token minted for a data directory that was
 * since wiped must not act for a user who is not there.
 */
@Injectable()
export class Authenticator {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async authenticate(request: FastifyRequest): Promise<AuthenticatedUser | 'no_token' | 'invalid'> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return 'no_token';
    return this.authenticateToken(token);
  }

  /** The same check for a token that did not come in a header (the live channel's handshake). */
  async authenticateToken(token: string): Promise<AuthenticatedUser | 'invalid'> {
    const userId = await this.tokens.userIdFrom(token);
    if (!userId) return 'invalid';
    const user = await this.store
      .collection<UserDocument>(USERS)
      .findOne({ _id: userId }, { projection: { isAdmin: 1 } });
    if (!user) return 'invalid';
    return { id: userId, isAdmin: user.isAdmin === true };
  }
}

/** Routes for signed-in users: 401 without a valid token. */
@Injectable()
export class RequireUser implements CanActivate {
  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const result = await this.authenticator.authenticate(request);
    if (result === 'no_token') throw unauthorized('AUTH.NO_TOKEN', 'Please sign in to continue.');
    if (result === 'invalid') {
      throw unauthorized('AUTH.INVALID_TOKEN', 'Your session has expired. Please sign in again.');
    }
    request.user = result;
    return true;
  }
}

/** Public routes that show more to signed-in users: never refuses, sets the user when the token is valid. */
@Injectable()
export class OptionalUser implements CanActivate {
  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const result = await this.authenticator.authenticate(request);
    if (typeof result === 'object') request.user = result;
    return true;
  }
}

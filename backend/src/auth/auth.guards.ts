import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../http/request-context.js';
import { unauthorized } from '../shared/errors.js';
import { KnownUsers, type KnownUser } from './known-users.js';
import { Suspensions } from './suspensions.js';
import { TokenService } from './token.service.js';

type Authentication = AuthenticatedUser | 'no_token' | 'invalid' | 'suspended';
type TokenAuthentication = AuthenticatedUser | 'invalid' | 'suspended';

/**
 * Resolves the bearer token to a user that exists in the read model. A valid
 * signature alone is not enough: a token minted for a data directory that was
 * since wiped must not act for a user who is not there. The answer comes
 * without a promise when the token and the user are already known, as they
 * are for nearly every request.
 */
@Injectable()
export class Authenticator {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(KnownUsers) private readonly users: KnownUsers,
    @Inject(Suspensions) private readonly suspensions: Suspensions,
  ) {}

  authenticate(request: FastifyRequest): Authentication | Promise<Authentication> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return 'no_token';
    return this.authenticateToken(token);
  }

  /** The same check for a token that did not come in a header (the live channel's handshake). */
  authenticateToken(token: string): TokenAuthentication | Promise<TokenAuthentication> {
    const subject = this.tokens.subjectOf(token);
    if (!subject) return 'invalid';
    const { userId, version } = subject;
    const remembered = this.users.remembered(userId);
    const user = remembered
      ? current(remembered, version)
      : this.users.lookUp(userId).then((known) => (known ? current(known, version) : 'invalid'));
    // A suspended member's tokens stop working (moderation); their sign-in says why.
    const suspension = this.suspensions.of(userId);
    if (!(user instanceof Promise) && !(suspension instanceof Promise))
      return suspension ? 'suspended' : user;
    return Promise.all([user, suspension]).then(([settled, suspended]) =>
      suspended && settled !== 'invalid' ? 'suspended' : settled,
    );
  }
}

/** A token issued before the user's latest sign-out everywhere or password change is void. */
function current(user: KnownUser, tokenVersion: number): AuthenticatedUser | 'invalid' {
  return user.tokenVersion === tokenVersion ? user : 'invalid';
}

/** Routes for signed-in users: 401 without a valid token. */
@Injectable()
export class RequireUser implements CanActivate {
  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const result = this.authenticator.authenticate(request);
    return result instanceof Promise
      ? result.then((settled) => admit(request, settled))
      : admit(request, result);
  }
}

function admit(request: FastifyRequest, result: Authentication): true {
  if (result === 'no_token') throw unauthorized('AUTH.NO_TOKEN', 'Please sign in to continue.');
  if (result === 'invalid') {
    throw unauthorized('AUTH.INVALID_TOKEN', 'Your session has expired. Please sign in again.');
  }
  if (result === 'suspended')
    throw unauthorized('AUTH.SUSPENDED', 'Your account is suspended. Sign in to see why.');
  request.user = result;
  return true;
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

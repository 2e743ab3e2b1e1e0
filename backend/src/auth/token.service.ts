import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Caches } from '../infrastructure/caching/caches.js';
import { MiB, type BoundedCache } from '../shared/bounded-cache.js';

interface TokenPayload {
  sub?: unknown;
  userId?: unknown;
  exp?: unknown;
  /** The user's token version when it was issued; tokens from before versions existed have none (0). */
  tv?: unknown;
}

/** Who a valid token speaks for, and the token version it was issued with. */
export interface TokenSubject {
  userId: string;
  version: number;
}

/** Issues and checks session tokens: HS256 only (pinned both ways), with an expiry. */
@Injectable()
export class TokenService {
  /**
   * Tokens already verified, until they expire. jsonwebtoken turns the secret
   * into a key object on every verification, which cost a third of a busy
   * authenticated route's time; a token's signature does not change.
   */
  private readonly verified: BoundedCache<string, TokenSubject & { expiresAtMs: number }>;

  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(Caches) caches: Caches,
  ) {
    this.verified = caches.create({
      name: 'verified_tokens',
      purpose: 'an HS256 verification (a key object built by jsonwebtoken) per signed-in request',
      // About 10,000 tokens of ~250 characters.
      maxBytes: 4 * MiB,
      sizeOf: (subject, token) => 2 * (token.length + subject.userId.length) + 96,
    });
  }

  issue(userId: string, version: number): string {
    return this.jwt.sign({ sub: userId, userId, tv: version });
  }

  /**
   * The user id in a valid token, or null for anything else (expired, without
   * an expiry, forged, another algorithm). Synchronous on purpose: HS256
   * needs no I/O, and the guard in front of every signed-in route stays free
   * of promises.
   */
  userIdFrom(token: string): string | null {
    return this.subjectOf(token)?.userId ?? null;
  }

  /** The user id and token version of a valid token, or null (see userIdFrom). */
  subjectOf(token: string): TokenSubject | null {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known;
      this.verified.delete(token);
    }
    try {
      const payload = this.jwt.verify<TokenPayload>(token);
      // A token without an expiry would be good forever: we never issue one, so it is not ours.
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      const subject = {
        userId: payload.sub,
        version: typeof payload.tv === 'number' ? payload.tv : 0,
        expiresAtMs: payload.exp * 1000,
      };
      this.verified.set(token, subject);
      return subject;
    } catch {
      return null;
    }
  }
}

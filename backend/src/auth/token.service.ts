import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

interface TokenPayload {
  sub: string;
  userId: string;
}

/** Issues and checks session tokens: HS256 only (pinned both ways), with an expiry. */
@Injectable()
export class TokenService {
  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  issue(userId: string): string {
    return this.jwt.sign({ sub: userId, userId } satisfies TokenPayload);
  }

  /** The user id in a valid token, or null for anything else (expired, forged, another algorithm). */
  async userIdFrom(token: string): Promise<string | null> {
    try {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token);
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}

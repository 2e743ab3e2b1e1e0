import { JwtService } from '@nestjs/jwt';

/*
 * The operators' CLI (`npm run projections`) talks to the running server. It
 * signs a short-lived operator token with the server's own JWT secret, which it
 * reads from the same configuration (JWT_SECRET, or DATA_DIR/jwt-secret in
 * embedded mode): whoever can read the server's secret already controls it.
 * Session tokens never carry this scope, so no user can present one.
 */

const OPERATOR_SCOPE = 'projections:operate';
const OPERATOR_SUBJECT = 'operator';

interface OperatorClaims {
  sub: string;
  scope: string;
}

export function issueOperatorToken(secret: string, expiresInSeconds = 15 * 60): string {
  return new JwtService({ secret }).sign<OperatorClaims>(
    { sub: OPERATOR_SUBJECT, scope: OPERATOR_SCOPE },
    { algorithm: 'HS256', expiresIn: expiresInSeconds },
  );
}

/** Checks operator tokens; anything else (a session token, a forgery, an expired one) is false. */
export class OperatorTokens {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, verifyOptions: { algorithms: ['HS256'] } });
  }

  async isOperator(token: string): Promise<boolean> {
    try {
      const claims = await this.jwt.verifyAsync<Partial<OperatorClaims>>(token);
      return claims.scope === OPERATOR_SCOPE && claims.sub === OPERATOR_SUBJECT;
    } catch {
      return false;
    }
  }
}

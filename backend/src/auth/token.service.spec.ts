import { JwtService } from '@nestjs/jwt';
import { describe, expect, it } from 'vitest';
import { TokenService } from './token.service.js';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const jwt = new JwtService({
  secret,
  signOptions: { algorithm: 'HS256', expiresIn: 3600 },
  verifyOptions: { algorithms: ['HS256'] },
});

describe('TokenService', () => {
  it('accepts the tokens it issues, which expire', () => {
    const tokens = new TokenService(jwt);
    const token = tokens.issue('user-1', 3);
    expect(tokens.userIdFrom(token)).toBe('user-1');
    expect(tokens.subjectOf(token)).toMatchObject({ userId: 'user-1', version: 3 });
  });

  it('reads a token from before token versions as version 0', () => {
    const older = jwt.sign({ sub: 'user-1', userId: 'user-1' });
    expect(new TokenService(jwt).subjectOf(older)).toMatchObject({ userId: 'user-1', version: 0 });
  });

  it('refuses a token without an expiry, however well signed', () => {
    const forever = new JwtService({ secret }).sign(
      { sub: 'user-1', userId: 'user-1' },
      { algorithm: 'HS256' },
    );
    expect(new TokenService(jwt).userIdFrom(forever)).toBeNull();
  });

  it('refuses expired tokens and other algorithms', () => {
    const tokens = new TokenService(jwt);
    const expired = jwt.sign({ sub: 'user-1' }, { expiresIn: -10 });
    expect(tokens.userIdFrom(expired)).toBeNull();
    const otherAlgorithm = new JwtService({ secret }).sign(
      { sub: 'user-1' },
      { algorithm: 'HS384', expiresIn: 3600 },
    );
    expect(tokens.userIdFrom(otherAlgorithm)).toBeNull();
  });
});

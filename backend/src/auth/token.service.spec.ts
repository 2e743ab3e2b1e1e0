import { JwtService } from '@nestjs/jwt';
import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { Caches } from '../infrastructure/caching/caches.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { TokenService } from './token.service.js';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const jwt = new JwtService({
  secret,
  signOptions: { algorithm: 'HS256', expiresIn: 3600 },
  verifyOptions: { algorithms: ['HS256'] },
});

const tokenService = () =>
  new TokenService(jwt, new Caches(new ReadModelChanges(new MemoryDocumentStore())));

describe('TokenService', () => {
  it('accepts the tokens it issues, which expire', () => {
    const tokens = tokenService();
    const token = tokens.issue('user-1', 3);
    expect(tokens.userIdFrom(token)).toBe('user-1');
    expect(tokens.subjectOf(token)).toMatchObject({ userId: 'user-1', version: 3 });
  });

  it('reads a token from before token versions as version 0', () => {
    const older = jwt.sign({ sub: 'user-1', userId: 'user-1' });
    expect(tokenService().subjectOf(older)).toMatchObject({ userId: 'user-1', version: 0 });
  });

  it('refuses a token without an expiry, however well signed', () => {
    const forever = new JwtService({ secret }).sign(
      { sub: 'user-1', userId: 'user-1' },
      { algorithm: 'HS256' },
    );
    expect(tokenService().userIdFrom(forever)).toBeNull();
  });

  it('refuses expired tokens and other algorithms', () => {
    const tokens = tokenService();
    const expired = jwt.sign({ sub: 'user-1' }, { expiresIn: -10 });
    expect(tokens.userIdFrom(expired)).toBeNull();
    const otherAlgorithm = new JwtService({ secret }).sign(
      { sub: 'user-1' },
      { algorithm: 'HS384', expiresIn: 3600 },
    );
    expect(tokens.userIdFrom(otherAlgorithm)).toBeNull();
  });
});

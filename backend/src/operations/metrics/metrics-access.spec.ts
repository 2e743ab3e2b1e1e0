import { describe, expect, it } from 'vitest';
import { isInternalAddress, metricsAccess } from './metrics-access.js';

describe('who may read /metrics', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.254', true],
    ['192.168.1.20', true],
    ['100.64.0.7', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['::ffff:10.0.0.5', true],
    ['203.0.113.9', false],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['', false],
    [undefined, false],
  ])('%s is internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });

  it('without a token: internal peers that did not come through a proxy', () => {
    expect(metricsAccess({ headers: {}, peerAddress: '10.0.0.4' }, null)).toBe('allowed');
    expect(metricsAccess({ headers: {}, peerAddress: '198.51.100.4' }, null)).toBe('internal_only');
    // Behind a proxy on the same host every visitor arrives from loopback.
    expect(
      metricsAccess(
        { headers: { 'x-forwarded-for': '127.0.0.1' }, peerAddress: '127.0.0.1' },
        null,
      ),
    ).toBe('internal_only');
  });

  it('with a token: exactly that bearer token, from any address', () => {
    const token = 'a-long-metrics-token';
    const access = (authorization: string | undefined, peerAddress: string) =>
      metricsAccess({ headers: { authorization }, peerAddress }, token);
    expect(access(`Bearer ${token}`, '198.51.100.4')).toBe('allowed');
    expect(access(undefined, '127.0.0.1')).toBe('token_required');
    expect(access(`Bearer ${token}x`, '127.0.0.1')).toBe('token_required');
    expect(access(`Bearer ${token.slice(1)}`, '127.0.0.1')).toBe('token_required');
    expect(access(token, '127.0.0.1')).toBe('token_required');
  });
});

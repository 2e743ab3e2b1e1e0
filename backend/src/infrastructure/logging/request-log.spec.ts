import { describe, expect, it } from 'vitest';
import { completionLevel } from './request-log.js';

describe('the level of a request completion line', () => {
  it.each([
    ['GET', 200, 3, 'debug'],
    ['HEAD', 304, 1, 'debug'],
    ['GET', 200, 1_500, 'info'],
    ['GET', 404, 2, 'info'],
    ['POST', 201, 40, 'info'],
    ['PUT', 200, 5, 'info'],
    ['DELETE', 204, 5, 'info'],
    ['POST', 409, 5, 'info'],
    ['GET', 500, 5, 'error'],
    ['POST', 503, 5, 'error'],
  ] as const)('%s answered %i in %i ms logs at %s', (method, status, ms, level) => {
    expect(completionLevel(method, status, ms)).toBe(level);
  });
});

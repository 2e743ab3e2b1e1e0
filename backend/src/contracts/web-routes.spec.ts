import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes.js';

describe('the web app routes', () => {
  it('knows the route table, parameters filling one segment each', () => {
    for (const path of ['/', '/login', '/dashboard/', '/groups', '/groups/g-1', '/event/a-walk'])
      expect(isWebRoute(path), path).toBe(true);
    for (const path of [
      '/no-such-page',
      '/some/unknown/page',
      '/groups/g-1/extra',
      '/event',
      '/event//x',
      '/login.php',
      '/assets/missing.js',
    ])
      expect(isWebRoute(path), path).toBe(false);
  });
});

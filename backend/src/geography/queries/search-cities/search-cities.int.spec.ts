import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('GET /api/locations/cities and /api/config/google-maps-key', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('autocompletes US places, best match first then by population', async () => {
    const { status, body } = await app.http.get('/api/locations/cities?q=aus&limit=3');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        city: 'Austin',
        state: 'TX',
        stateName: 'Texas',
        latitude: 30.26715,
        longitude: -97.74306,
        population: 931830,
        label: 'Austin, TX',
      },
      expect.objectContaining({ label: 'Austintown, OH' }),
      expect.objectContaining({ label: 'Austin, MN' }),
    ]);
    const narrowed = (await app.http.get('/api/locations/cities?q=portland,%20or')).body;
    expect(narrowed.map((city: { label: string }) => city.label)).toEqual([
      'Portland, OR',
      'North Portland, OR',
    ]);
    expect((await app.http.get('/api/locations/cities?q=')).body).toEqual([]);
    expect(
      (await app.http.get('/api/locations/cities?q=London')).body.every(
        (city: { state: string }) => city.state.length === 2,
      ),
    ).toBe(true);
  });

  it('answers the maps key as plain text, empty when none is configured', async () => {
    const response = await app.http.get('/api/config/google-maps-key');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.text).toBe('');
  });
});

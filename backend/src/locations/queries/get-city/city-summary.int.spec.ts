import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('city hubs answer from the summary kept per city', () => {
  let app: TestApp;
  let dist: string;
  let maya: { token: string };
  let austin: { id: string };
  let dallas: { id: string };

  /** Summaries computed so far, as /metrics counts them. */
  const computations = async () => {
    const metrics = (await app.http.get('/metrics')).text;
    return Number(/^city_summaries_computed_total (\d+)$/m.exec(metrics)?.[1]);
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    maya = await registerUser(app.http, { firstName: 'Maya', city: 'Austin', state: 'TX' });
    austin = await createGroup(app.http, maya.token, {
      name: 'Calm Corgis',
      city: 'Austin',
      state: 'TX',
    });
    dallas = await createGroup(app.http, maya.token, {
      name: 'Deep Ellum Doodles',
      city: 'Dallas',
      state: 'TX',
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('computes a city once for every request of the API and the page, until its data changes', async () => {
    const before = await computations();
    const first = await app.http.get('/api/locations/city/austin-tx');
    expect(first.body).toMatchObject({ totalGroups: 1, totalMembers: 1 });
    for (let i = 0; i < 5; i++) {
      expect((await app.http.get('/api/locations/city/austin-tx')).body).toEqual(first.body);
      expect((await app.http.get('/city/austin-tx')).text).toContain(
        'Join 1 dog group and 1 dog owner in Austin, TX.',
      );
    }
    expect(await computations()).toBe(before + 1);
  });

  it('a change in another city leaves this one computed', async () => {
    const ben = await registerUser(app.http, { firstName: 'Ben', lastName: 'Cole' });
    await joinGroup(app.http, ben.token, dallas.id);
    const before = await computations();
    expect((await app.http.get('/api/locations/city/austin-tx')).body.totalMembers).toBe(1);
    expect(await computations()).toBe(before);
  });

  it("shows the writer's change in the city in their next request", async () => {
    const sol = await registerUser(app.http, { firstName: 'Sol', lastName: 'Reyes' });
    await addDog(app.http, sol.token, { name: 'Rex', breed: 'Beagle' });
    await joinGroup(app.http, sol.token, austin.id);
    const before = await computations();
    const { body } = await app.http.get('/api/locations/city/austin-tx');
    expect(body).toMatchObject({ totalMembers: 2, totalDogs: 1, popularBreeds: ['Beagle'] });
    expect(await computations()).toBe(before + 1);
    expect((await app.http.get('/city/austin-tx')).text).toContain(
      'Join 1 dog group and 2 dog owners in Austin, TX. Popular breeds: Beagle.',
    );
    expect(await computations()).toBe(before + 1);
  });
});

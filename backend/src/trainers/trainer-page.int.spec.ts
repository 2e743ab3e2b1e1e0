import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { changeGroupKind, createGroup } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

const DAY = 24 * 3600_000;

describe('trainer pages: GET /api/trainers/{username} and /trainers/{username}', () => {
  let app: TestApp;
  let dist: string;
  let trainer: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    trainer = await registerUser(app.http, {
      isTrainer: true,
      firstName: 'Kim',
      lastName: 'Ortega',
    });
    await app.http.put(
      '/api/profile',
      { trainerBio: 'Force-free coach for shy dogs.' },
      trainer.token,
    );
    const open = await createGroup(app.http, trainer.token, {
      name: 'Ortega Obedience Club',
      activities: ['obedience', 'recall-practice'],
    });
    const closed = await createGroup(app.http, trainer.token, { name: 'Secret Sniffers' });
    await changeGroupKind(app.http, trainer.token, closed.id, 'private');
    const hidden = await createGroup(app.http, trainer.token, { name: 'Invite Only Agility' });
    await changeGroupKind(app.http, trainer.token, hidden.id, 'invite-only');
    await scheduleMeetup(app.http, trainer.token, open.id, {
      title: 'Later class',
      date: new Date(Date.now() + 5 * DAY).toISOString(),
    });
    await scheduleMeetup(app.http, trainer.token, open.id, {
      title: 'Sooner class',
      date: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const cancelled = await scheduleMeetup(app.http, trainer.token, open.id, {
      title: 'Called off',
    });
    await app.http.post(`/api/meetups/${cancelled.id}/cancel`, { reason: null }, trainer.token);
    await scheduleMeetup(app.http, trainer.token, closed.id, { title: 'Private walk' });
    await scheduleMeetup(app.http, trainer.token, hidden.id, { title: 'Hidden agility' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("lists a trainer's upcoming public meetups, soonest first, and their public groups, to anyone", async () => {
    const anonymous = await app.http.get(`/api/trainers/${trainer.username}`);
    expect(anonymous.status, anonymous.text).toBe(200);
    expect(anonymous.body).toMatchObject({
      username: trainer.username,
      firstName: 'Kim',
      lastName: 'Ortega',
      trainerBio: 'Force-free coach for shy dogs.',
      city: 'Austin',
      state: 'TX',
      activities: ['obedience', 'recall-practice'],
    });
    expect(anonymous.body.meetups.map((m: { title: string }) => m.title)).toEqual([
      'Sooner class',
      'Later class',
    ]);
    expect(anonymous.body.meetups[0]).toMatchObject({
      area: 'Austin, TX',
      groupName: 'Ortega Obedience Club',
    });
    expect(anonymous.body.groups).toEqual([
      expect.objectContaining({ name: 'Ortega Obedience Club', role: 'owner', memberCount: 1 }),
    ]);
    // The same for a signed-in stranger: the page is public content only.
    const stranger = await registerUser(app.http);
    expect((await app.http.get(`/api/trainers/${trainer.username}`, stranger.token)).body).toEqual(
      anonymous.body,
    );
    for (const secret of [
      'Secret Sniffers',
      'Private walk',
      'Invite Only',
      'Hidden agility',
      'Called off',
    ])
      expect(anonymous.text).not.toContain(secret);
  });

  it('has a page for trainers only', async () => {
    const owner = await registerUser(app.http);
    for (const username of [owner.username, 'nobody_here']) {
      const response = await app.http.get(`/api/trainers/${username}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Trainer not found');
      expect((await app.http.get(`/trainers/${username}`)).status).toBe(404);
    }
  });

  it('renders the head and key facts for crawlers', async () => {
    const page = await app.http.get(`/trainers/${trainer.username}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<title>Kim Ortega, dog trainer in Austin, TX · PackMeet</title>');
    expect(page.text).toContain('"@type":"Person"');
    expect(page.text).toContain('Sooner class');
    expect(page.text).toContain('Force-free coach for shy dogs.');
    expect(page.text).not.toContain('Private walk');
    expect(page.text).not.toContain('Secret Sniffers');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('GET /api/groups/{id}, /members and /members-with-details', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('tells the creator they own the group (Manage) and others their role', async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token);
    const member = await registerUser(app.http);
    const stranger = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    expect((await app.http.get(`/api/groups/${group.id}`, creator.token)).body).toMatchObject({
      role: 'owner',
      isMember: true,
    });
    expect((await app.http.get(`/api/groups/${group.id}`, member.token)).body).toMatchObject({
      role: 'member',
      isMember: true,
    });
    expect((await app.http.get(`/api/groups/${group.id}`, stranger.token)).body).toMatchObject({
      role: null,
      isMember: false,
    });
    const missing = await app.http.get('/api/groups/no-such-group', stranger.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Group not found');
  });

  it('lists members with their public profile and dogs, owner first, no emails', async () => {
    const creator = await registerUser(app.http, { firstName: 'Elena' });
    const group = await createGroup(app.http, creator.token);
    const member = await registerUser(app.http, { firstName: 'Omar' });
    await addDog(app.http, member.token, { name: 'Juno' });
    await addDog(app.http, member.token, { name: 'Kit' });
    await joinGroup(app.http, member.token, group.id);

    const response = await app.http.get(
      `/api/groups/${group.id}/members-with-details`,
      member.token,
    );
    expect(response.status).toBe(200);
    expect(
      response.body.map((entry: { role: string; user: { firstName: string } }) => [
        entry.role,
        entry.user.firstName,
      ]),
    ).toEqual([
      ['owner', 'Elena'],
      ['member', 'Omar'],
    ]);
    expect(response.body[1].dogs.map((dog: { name: string }) => dog.name)).toEqual(['Juno', 'Kit']);
    expect(response.text).not.toContain('@example.com');
  });

  it('shows a private group’s members to its members only', async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token, { isPrivate: true });
    const stranger = await registerUser(app.http);
    for (const path of ['members', 'members-with-details', 'posts']) {
      const response = await app.http.get(`/api/groups/${group.id}/${path}`, stranger.token);
      expect(response.status, path).toBe(403);
    }
    expect((await app.http.get(`/api/groups/${group.id}/members`, creator.token)).status).toBe(200);
    // The group itself is visible (name, city), so people can find it.
    expect((await app.http.get(`/api/groups/${group.id}`, stranger.token)).status).toBe(200);
  });
});

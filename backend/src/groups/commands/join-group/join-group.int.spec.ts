import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/groups/{id}/join and /leave', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('joins once; joining again is a no-op that says so', async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token);
    const member = await registerUser(app.http);

    const first = await app.http.post(`/api/groups/${group.id}/join`, undefined, member.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      joined: true,
      message: "You've successfully joined the group!",
    });
    expect(first.body.group).toMatchObject({ memberCount: 2, isMember: true, role: 'member' });

    const again = await app.http.post(`/api/groups/${group.id}/join`, undefined, member.token);
    expect(again.body).toMatchObject({
      joined: false,
      message: "You're already a member of this group.",
    });
    expect(again.body.group.memberCount).toBe(2);
  });

  it('keeps one membership for 50 parallel joins by one user', async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token);
    const member = await registerUser(app.http);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.http.post(`/api/groups/${group.id}/join`, undefined, member.token),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses.filter((response) => response.body.joined)).toHaveLength(1);
    const members = (await app.http.get(`/api/groups/${group.id}/members`, creator.token)).body;
    expect(members).toHaveLength(2);
    expect((await app.http.get(`/api/groups/${group.id}`, creator.token)).body.memberCount).toBe(2);
  });

  it('counts 50 users joining at once', async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token);
    const members = await Promise.all(Array.from({ length: 50 }, () => registerUser(app.http)));
    const responses = await Promise.all(
      members.map((member) =>
        app.http.post(`/api/groups/${group.id}/join`, undefined, member.token),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const read = await app.engines.documentStore.collection('groups').findOne({ _id: group.id });
    expect(read?.memberCount).toBe(51);
    expect(
      await app.engines.documentStore
        .collection('group_members')
        .countDocuments({ groupId: group.id }),
    ).toBe(51);
  });

  it('lets members leave, but not the creator, nor non-members', async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token);
    const member = await registerUser(app.http);
    await app.http.post(`/api/groups/${group.id}/join`, undefined, member.token);

    const creatorLeaves = await app.http.post(
      `/api/groups/${group.id}/leave`,
      undefined,
      creator.token,
    );
    expect(creatorLeaves.status).toBe(409);
    expect(creatorLeaves.body.message).toBe('The group creator cannot leave the group.');

    expect(
      (await app.http.post(`/api/groups/${group.id}/leave`, undefined, member.token)).body,
    ).toEqual({ left: true });
    const again = await app.http.post(`/api/groups/${group.id}/leave`, undefined, member.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You're not a member of this group.");
    expect((await app.http.get(`/api/groups/${group.id}`, member.token)).body).toMatchObject({
      memberCount: 1,
      isMember: false,
      role: null,
    });
  });

  it('answers 404 for an unknown group and 401 without a token', async () => {
    const { token } = await registerUser(app.http);
    expect((await app.http.post('/api/groups/no-such-group/join', undefined, token)).status).toBe(
      404,
    );
    expect((await app.http.post('/api/groups/no-such-group/join')).status).toBe(401);
  });
});

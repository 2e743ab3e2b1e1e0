import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { addDog } from '../../../../test/support/dogs.js';
import {
  createGroup,
  groupEventCount,
  joinThroughRequest,
  userIdOf,
} from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('join requests: POST, DELETE, GET /api/groups/{id}/join-requests and approve/decline', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const ask = (groupId: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    app.http.post(`/api/groups/${groupId}/join-requests`, body, token);
  const decide = (groupId: string, userId: string, how: string, token?: string, body = {}) =>
    app.http.post(`/api/groups/${groupId}/join-requests/${userId}/${how}`, body, token);

  async function privateGroup(rules: Record<string, unknown> = {}) {
    const owner = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    const group = await createGroup(app.http, owner.token, { kind: 'private', rules });
    return { owner, group };
  }

  it('joins a public group at once and queues a request for a private one', async () => {
    const owner = await registerUser(app.http);
    const publicGroup = await createGroup(app.http, owner.token);
    const { group } = await privateGroup();
    const sam = await registerUser(app.http, { firstName: 'Sam', lastName: 'Kim' });
    const dog = await addDog(app.http, sam.token);

    const joined = await ask(publicGroup.id, sam.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      status: 'joined',
      message: "You've successfully joined the group!",
      group: { isMember: true, view: 'full' },
    });

    const pending = await ask(group.id, sam.token, {
      message: '  Biscuit is calm on a leash. ',
      dogIds: [dog.id],
    });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body).toMatchObject({
      status: 'pending',
      message: 'Your request has been sent to the organizers.',
      group: { isMember: false, view: 'listing', creatorDisplayName: '', joinRequest: {} },
    });
    expect((await app.http.get(`/api/groups/${group.id}`, sam.token)).body.joinRequest).toEqual({
      createdAt: expect.any(String),
    });
    const again = await ask(group.id, sam.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already asked to join this group.');
  });

  it('shows the queue to organizers only, with each dog checked against the rules today', async () => {
    const { owner, group } = await privateGroup({ excludedWarnings: ['anxious'] });
    const sam = await registerUser(app.http, { firstName: 'Sam', lastName: 'Kim' });
    const calm = await addDog(app.http, sam.token, { name: 'Juno', trainingWarnings: [] });
    expect((await ask(group.id, sam.token, { message: 'Hi', dogIds: [calm.id] })).status).toBe(200);
    // Juno turns anxious after asking: the queue shows it, and an approval would refuse.
    await app.http.put(`/api/dogs/${calm.id}`, { trainingWarnings: ['anxious'] }, sam.token);

    const queue = await app.http.get(`/api/groups/${group.id}/join-requests`, owner.token);
    expect(queue.status).toBe(200);
    expect(queue.body).toHaveLength(1);
    expect(queue.body[0]).toMatchObject({
      userId: await userIdOf(app.http, sam.token),
      user: { firstName: 'Sam' },
      message: 'Hi',
      houseRulesAccepted: false,
      viaInvite: false,
      dogs: [
        {
          name: 'Juno',
          eligibility: {
            eligible: false,
            reasons: ['Juno is marked anxious, which this group does not admit'],
          },
        },
      ],
    });
    expect(queue.text).not.toContain('@example.com');

    const member = await registerUser(app.http);
    await addDog(app.http, member.token, { name: 'Pepper', trainingWarnings: [] });
    await joinThroughRequest(app.http, owner.token, member.token, group.id);
    for (const token of [sam.token, member.token])
      expect((await app.http.get(`/api/groups/${group.id}/join-requests`, token)).status).toBe(403);
    expect((await app.http.get(`/api/groups/${group.id}/join-requests`)).status).toBe(401);

    const before = await groupEventCount(app.engines.eventStore, group.id);
    const refused = await decide(group.id, queue.body[0].userId, 'approve', owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Juno is marked anxious, which this group does not admit.');
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);
  });

  it('refuses dogs that are not the requester’s and dogs that break the rules, appending nothing', async () => {
    const { group } = await privateGroup({
      requiredVaccinations: ['rabies'],
      houseRules: 'Leashes on arrival.',
    });
    const sam = await registerUser(app.http);
    const other = await registerUser(app.http);
    const samsDog = await addDog(app.http, sam.token);
    const othersDog = await addDog(app.http, other.token);
    const before = await groupEventCount(app.engines.eventStore, group.id);

    const notMine = await ask(group.id, sam.token, {
      dogIds: [othersDog.id],
      houseRulesAccepted: true,
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('Choose the dogs you mean to bring from your own dogs.');
    const noHouseRules = await ask(group.id, sam.token, { dogIds: [samsDog.id] });
    expect(noHouseRules.status).toBe(400);
    expect(noHouseRules.body.message).toBe('Please accept the group’s house rules.');
    const noRabies = await ask(group.id, sam.token, {
      dogIds: [samsDog.id],
      houseRulesAccepted: true,
    });
    expect(noRabies.status).toBe(403);
    expect(noRabies.body.message).toBe(
      "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile.",
    );
    expect((await ask(group.id, sam.token, { dogIds: 'all' })).status).toBe(400);
    expect((await ask(group.id, undefined)).status).toBe(401);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);
  });

  it('sends no dogless request when the only dog fails an entry rule: 403 names the rule and field', async () => {
    const { owner, group } = await privateGroup({ requiredVaccinations: ['rabies'] });
    const sam = await registerUser(app.http);
    const biscuit = await addDog(app.http, sam.token);
    const before = await groupEventCount(app.engines.eventStore, group.id);

    const refused = await ask(group.id, sam.token, { message: 'Hi', dogIds: [] });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'GROUPS.DOG_NOT_ELIGIBLE',
      message: "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile.",
      errors: [
        {
          path: `dogs.${biscuit.id}.vaccinations`,
          message: "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile",
        },
      ],
    });
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);
    const queue = await app.http.get(`/api/groups/${group.id}/join-requests`, owner.token);
    expect(queue.body).toEqual([]);

    // Once the profile says the vaccination, the request goes with the dog.
    const fixed = await app.http.put(
      `/api/dogs/${biscuit.id}`,
      { vaccinations: [{ vaccine: 'rabies', expiresOn: '2099-01-01' }] },
      sam.token,
    );
    expect(fixed.status, fixed.text).toBe(200);
    const unchosen = await ask(group.id, sam.token, { dogIds: [] });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.code).toBe('GROUPS.DOG_REQUIRED');
    const sent = await ask(group.id, sam.token, { dogIds: [biscuit.id] });
    expect(sent.status, sent.text).toBe(200);
    const after = await app.http.get(`/api/groups/${group.id}/join-requests`, owner.token);
    expect(after.body).toMatchObject([{ dogs: [{ id: biscuit.id, name: 'Biscuit' }] }]);
  });

  it('lets the requester withdraw, and only a pending request', async () => {
    const { owner, group } = await privateGroup();
    const sam = await registerUser(app.http);
    await ask(group.id, sam.token);
    const withdraw = (token?: string) =>
      app.http.delete(`/api/groups/${group.id}/join-requests/mine`, token);
    expect((await withdraw(sam.token)).body).toEqual({ withdrawn: true });
    const again = await withdraw(sam.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is no request to join from you.');
    expect((await withdraw(owner.token)).status).toBe(409);
    expect((await withdraw()).status).toBe(401);
    expect((await app.http.get(`/api/groups/${group.id}/join-requests`, owner.token)).body).toEqual(
      [],
    );
    expect((await app.http.get(`/api/groups/${group.id}`, sam.token)).body.joinRequest).toBeNull();
  });

  it('lets the owner and co-organizers decide, not members, requesters, admins or strangers', async () => {
    const { owner, group } = await privateGroup();
    const coOrganizer = await registerUser(app.http);
    const coId = await joinThroughRequest(app.http, owner.token, coOrganizer.token, group.id);
    await app.http.put(
      `/api/groups/${group.id}/members/${coId}/role`,
      { role: 'co-organizer' },
      owner.token,
    );
    const member = await registerUser(app.http);
    await addDog(app.http, member.token, { name: 'Pepper', trainingWarnings: [] });
    await joinThroughRequest(app.http, owner.token, member.token, group.id);
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const stranger = await registerUser(app.http);
    const sam = await registerUser(app.http);
    const lee = await registerUser(app.http);
    await ask(group.id, sam.token);
    await ask(group.id, lee.token);
    const samId = await userIdOf(app.http, sam.token);
    const leeId = await userIdOf(app.http, lee.token);

    const before = await groupEventCount(app.engines.eventStore, group.id);
    for (const token of [member.token, sam.token, lee.token, admin.token, stranger.token]) {
      const response = await decide(group.id, samId, 'approve', token);
      expect(response.status).toBe(403);
    }
    expect((await decide(group.id, samId, 'approve')).status).toBe(401);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const approved = await decide(group.id, samId, 'approve', coOrganizer.token, {
      message: 'Welcome!',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.map((request: { userId: string }) => request.userId)).toEqual([leeId]);
    const declined = await decide(group.id, leeId, 'decline', owner.token, {
      message: 'We are full for now.',
    });
    expect(declined.body).toEqual([]);
    expect((await app.http.get(`/api/groups/${group.id}`, sam.token)).body).toMatchObject({
      isMember: true,
      role: 'member',
      view: 'full',
      joinRequest: null,
    });
    expect((await app.http.get(`/api/groups/${group.id}`, lee.token)).body.isMember).toBe(false);
    const decidedAgain = await decide(group.id, leeId, 'approve', owner.token);
    expect(decidedAgain.status).toBe(409);
    expect(decidedAgain.body.message).toBe('This request has already been decided or withdrawn.');
    expect((await decide(group.id, samId, 'approve', owner.token, { message: 7 })).status).toBe(
      400,
    );
  });

  it('gives one membership for 20 simultaneous approvals of one request', async () => {
    const { owner, group } = await privateGroup();
    const sam = await registerUser(app.http);
    await ask(group.id, sam.token);
    const samId = await userIdOf(app.http, sam.token);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => decide(group.id, samId, 'approve', owner.token)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const members = await app.engines.documentStore
      .collection('group_members')
      .countDocuments({ groupId: group.id });
    expect(members).toBe(2);
    expect((await app.http.get(`/api/groups/${group.id}`, owner.token)).body.memberCount).toBe(2);
  });

  it('gives exactly one outcome when an approval races a decline', async () => {
    const { owner, group } = await privateGroup();
    const coOrganizer = await registerUser(app.http);
    const coId = await joinThroughRequest(app.http, owner.token, coOrganizer.token, group.id);
    await app.http.put(
      `/api/groups/${group.id}/members/${coId}/role`,
      { role: 'co-organizer' },
      owner.token,
    );
    for (let round = 0; round < 5; round++) {
      const sam = await registerUser(app.http);
      await ask(group.id, sam.token);
      const samId = await userIdOf(app.http, sam.token);
      const [approve, decline] = await Promise.all([
        decide(group.id, samId, 'approve', owner.token),
        decide(group.id, samId, 'decline', coOrganizer.token),
      ]);
      expect([approve.status, decline.status].sort()).toEqual([200, 409]);
      const isMember = (await app.http.get(`/api/groups/${group.id}`, sam.token)).body.isMember;
      expect(isMember).toBe(approve.status === 200);
    }
  });
});

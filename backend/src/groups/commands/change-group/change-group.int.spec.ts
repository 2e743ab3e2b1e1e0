import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { addDog } from '../../../../test/support/dogs.js';
import {
  createGroup,
  groupEventCount,
  joinThroughRequest,
} from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('PATCH /api/groups/{id}, PUT /rules, GET /history and /eligibility', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const patch = (groupId: string, body: unknown, token?: string) =>
    app.http.request('PATCH', `/api/groups/${groupId}`, { body, token });

  it('creates a group with a kind and rules', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, {
      kind: 'invite-only',
      rules: { requiredVaccinations: ['rabies', 'rabies'], houseRules: '  Leashes on.  ' },
    });
    expect(group).toMatchObject({
      kind: 'invite-only',
      isPrivate: true,
      canManage: true,
      role: 'owner',
      rules: {
        requiredVaccinations: ['rabies'],
        allowedSizes: [],
        spayedNeuteredRequired: false,
        houseRules: 'Leashes on.',
      },
    });
    expect((await createGroup(app.http, owner.token, { isPrivate: true })).kind).toBe('private');
    const bad = await app.http.post(
      '/api/groups',
      { name: 'x', description: 'y', city: 'Austin', state: 'TX', kind: 'secret' },
      owner.token,
    );
    expect(bad.status).toBe(400);
  });

  it('lets organizers change details and kind; members keep their membership', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const member = await registerUser(app.http);
    await joinThroughRequest(app.http, owner.token, member.token, group.id);
    const stranger = await registerUser(app.http);
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const before = await groupEventCount(app.engines.eventStore, group.id);

    expect((await patch(group.id, { name: 'Quiet Walks' })).status).toBe(401);
    for (const token of [member.token, stranger.token, admin.token])
      expect((await patch(group.id, { name: 'Quiet Walks' }, token)).status).toBe(403);
    const badCover = await patch(
      group.id,
      { coverImage: 'https://evil.example/a.png' },
      owner.token,
    );
    expect(badCover.status).toBe(400);
    expect(badCover.body.message).toContain('Cover image must be an uploaded photo');
    expect((await patch(group.id, { name: '' }, owner.token)).status).toBe(400);
    expect((await patch(group.id, { kind: 'secret' }, owner.token)).status).toBe(400);
    expect((await patch('no-such-group', { name: 'x' }, owner.token)).status).toBe(404);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const changed = await patch(
      group.id,
      { name: 'Quiet Walks', coverImage: '/objects/photos/cover.jpg', kind: 'invite-only' },
      owner.token,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Quiet Walks',
      coverImage: '/objects/photos/cover.jpg',
      kind: 'invite-only',
      isPrivate: true,
    });
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before + 2);
    // The same values again change nothing.
    await patch(group.id, { name: 'Quiet Walks', kind: 'invite-only' }, owner.token);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before + 2);

    expect((await app.http.get(`/api/groups/${group.id}`, member.token)).body).toMatchObject({
      isMember: true,
      view: 'full',
    });
    expect((await app.http.get(`/api/groups/${group.id}`, stranger.token)).status).toBe(404);
  });

  it('shows a private group to non-members as a listing, an invite-only one to nobody', async () => {
    const owner = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    const privateGroup = await createGroup(app.http, owner.token, { kind: 'private' });
    const hidden = await createGroup(app.http, owner.token, { kind: 'invite-only' });
    const stranger = await registerUser(app.http);

    const listing = await app.http.get(`/api/groups/${privateGroup.id}`, stranger.token);
    expect(listing.body).toMatchObject({
      view: 'listing',
      canManage: false,
      isMember: false,
      creatorDisplayName: '',
      creatorId: '',
      ownerId: '',
      joinRequest: null,
    });
    expect(listing.text).not.toContain('Maya');
    expect((await app.http.get(`/api/groups/${privateGroup.id}`, owner.token)).body).toMatchObject({
      view: 'full',
      canManage: true,
      creatorDisplayName: 'Maya L.',
    });
    expect((await app.http.get(`/api/groups/${hidden.id}`, stranger.token)).status).toBe(404);
    expect(
      (await app.http.get(`/api/groups/${hidden.id}?invite=not-a-code`, stranger.token)).status,
    ).toBe(404);
    expect((await app.http.get(`/api/groups/${privateGroup.id}`)).status).toBe(401);
  });

  it('replaces the rules (organizers only) and tells each owner which dogs qualify', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { kind: 'private' });
    const sam = await registerUser(app.http);
    await addDog(app.http, sam.token, { name: 'Juno', trainingWarnings: ['reactive'] });
    await addDog(app.http, sam.token, {
      name: 'Kit',
      trainingWarnings: [],
      trainingLevel: 'advanced',
    });
    const rules = { excludedWarnings: ['reactive'], minimumTrainingLevel: 'intermediate' };
    const put = (body: unknown, token?: string) =>
      app.http.put(`/api/groups/${group.id}/rules`, body, token);

    const before = await groupEventCount(app.engines.eventStore, group.id);
    expect((await put(rules)).status).toBe(401);
    expect((await put(rules, sam.token)).status).toBe(403);
    const bad = await put({ requiredVaccinations: ['smallpox'] }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Vaccinations must be among');
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const changed = await put(rules, owner.token);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.rules).toMatchObject(rules);

    const eligibility = await app.http.get(`/api/groups/${group.id}/eligibility`, sam.token);
    expect(eligibility.status).toBe(200);
    expect(eligibility.body).toMatchObject({
      rules,
      onDate: new Date().toISOString().slice(0, 10),
      dogs: [
        {
          dogName: 'Juno',
          eligible: false,
          reasons: [
            'Juno is marked reactive, which this group does not admit',
            "Juno's training level is basic: at least intermediate is required",
          ],
        },
        { dogName: 'Kit', eligible: true, reasons: [] },
      ],
    });
    const hidden = await createGroup(app.http, owner.token, { kind: 'invite-only' });
    expect((await app.http.get(`/api/groups/${hidden.id}/eligibility`, sam.token)).status).toBe(
      404,
    );
    expect((await app.http.get(`/api/groups/${group.id}/eligibility`)).status).toBe(401);
  });

  it('keeps a history for organizers and administrators, newest first, in sentences', async () => {
    const owner = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    const group = await createGroup(app.http, owner.token, { kind: 'private' });
    const sam = await registerUser(app.http, { firstName: 'Sam', lastName: 'Kim' });
    const lee = await registerUser(app.http, { firstName: 'Lee', lastName: 'Park' });
    await joinThroughRequest(app.http, owner.token, sam.token, group.id);
    await app.http.post(`/api/groups/${group.id}/join-requests`, {}, lee.token);
    await app.http.delete(`/api/groups/${group.id}/join-requests/mine`, lee.token);
    await app.http.put(
      `/api/groups/${group.id}/rules`,
      { requiredVaccinations: ['rabies'] },
      owner.token,
    );
    await app.http.post(
      `/api/groups/${group.id}/invites`,
      { expiresInDays: null, maxUses: 3 },
      owner.token,
    );
    const admin = await registerAdmin(app.http, app.engines.eventStore);

    const history = await app.http.get(`/api/groups/${group.id}/history`, owner.token);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { sentence: string }) => entry.sentence)).toEqual([
      'Maya L. created an invite link for 3 uses with no expiry.',
      'Maya L. changed the entry rules (vaccinations: Rabies).',
      'Lee P. withdrew their request to join.',
      'Lee P. asked to join.',
      'Sam K. joined the group.',
      "Maya L. approved Sam K.'s request to join.",
      'Sam K. asked to join.',
      'Maya L. created the group.',
    ]);
    expect(history.body[0]).toMatchObject({
      type: 'InviteLinkCreated',
      actor: { name: 'Maya L.' },
      at: expect.any(String),
    });
    // The history shows that a link was made, never the link itself.
    const invites = (await app.http.get(`/api/groups/${group.id}/invites`, owner.token)).body;
    expect(history.text).not.toContain(invites[0].code);

    expect((await app.http.get(`/api/groups/${group.id}/history`, admin.token)).status).toBe(200);
    for (const token of [sam.token, lee.token])
      expect((await app.http.get(`/api/groups/${group.id}/history`, token)).status).toBe(403);
    expect((await app.http.get(`/api/groups/${group.id}/history`)).status).toBe(401);
    const hidden = await createGroup(app.http, owner.token, { kind: 'invite-only' });
    expect((await app.http.get(`/api/groups/${hidden.id}/history`, sam.token)).status).toBe(404);
    expect((await app.http.get(`/api/groups/${hidden.id}/history`, admin.token)).status).toBe(200);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import {
  createGroup,
  groupEventCount,
  joinThroughRequest,
  userIdOf,
} from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('invite links: GET, POST, DELETE /api/groups/{id}/invites and GET /api/invites/{code}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://packmeet.example' } });
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  async function inviteOnlyGroup() {
    const owner = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    const group = await createGroup(app.http, owner.token, { kind: 'invite-only' });
    return { owner, group };
  }
  const create = (groupId: string, body: unknown, token?: string) =>
    app.http.post(`/api/groups/${groupId}/invites`, body, token);
  const ask = (groupId: string, token: string, inviteCode: string | null) =>
    app.http.post(`/api/groups/${groupId}/join-requests`, { inviteCode }, token);

  it('makes 128-bit links under PUBLIC_URL, for organizers only', async () => {
    const { owner, group } = await inviteOnlyGroup();
    const member = await registerUser(app.http);
    const link = await create(group.id, {}, owner.token);
    expect(link.status, link.text).toBe(201);
    expect(link.body).toMatchObject({
      id: expect.any(String),
      maxUses: null,
      uses: 0,
      revoked: false,
      createdBy: await userIdOf(app.http, owner.token),
    });
    expect(link.body.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.body.url).toBe(`https://packmeet.example/invite/${link.body.code}`);
    const days = (Date.parse(link.body.expiresAt) - Date.parse(link.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(
      (await create(group.id, { expiresInDays: null }, owner.token)).body.expiresAt,
    ).toBeNull();

    await joinThroughRequest(app.http, owner.token, member.token, group.id, {
      inviteCode: link.body.code,
    });
    const stranger = await registerUser(app.http);
    const before = await groupEventCount(app.engines.eventStore, group.id);
    expect((await create(group.id, {})).status).toBe(401);
    expect((await create(group.id, {}, member.token)).status).toBe(403);
    expect((await create(group.id, {}, stranger.token)).status).toBe(404);
    expect((await create(group.id, { expiresInDays: 0 }, owner.token)).status).toBe(400);
    expect((await create(group.id, { maxUses: 501 }, owner.token)).status).toBe(400);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const list = await app.http.get(`/api/groups/${group.id}/invites`, owner.token);
    expect(list.body).toHaveLength(2);
    expect(list.body.find((invite: { id: string }) => invite.id === link.body.id).uses).toBe(1);
    expect((await app.http.get(`/api/groups/${group.id}/invites`, member.token)).status).toBe(403);
    expect((await app.http.get(`/api/groups/${group.id}/invites`, stranger.token)).status).toBe(
      404,
    );
  });

  it('opens an invite-only group to the holder of a valid link, signed in or not', async () => {
    const { owner, group } = await inviteOnlyGroup();
    const { code } = (await create(group.id, {}, owner.token)).body;
    const anonymous = await app.http.get(`/api/invites/${code}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.group).toMatchObject({
      id: group.id,
      name: group.name,
      view: 'listing',
      kind: 'invite-only',
      creatorDisplayName: '',
    });
    expect(anonymous.text).not.toContain('Maya');
    expect((await app.http.get('/api/invites/not-a-real-code')).status).toBe(404);

    const sam = await registerUser(app.http);
    expect((await app.http.get(`/api/groups/${group.id}`, sam.token)).status).toBe(404);
    expect(
      (await app.http.get(`/api/groups/${group.id}?invite=${code}`, sam.token)).body.view,
    ).toBe('listing');
    // Without the link, asking is the same 404 as for a group that does not exist.
    expect((await ask(group.id, sam.token, null)).status).toBe(404);
    const pending = await ask(group.id, sam.token, code);
    expect(pending.body.status).toBe('pending');
    // While they wait, the requester keeps seeing the listing without the link.
    expect((await app.http.get(`/api/groups/${group.id}`, sam.token)).body).toMatchObject({
      view: 'listing',
      joinRequest: { createdAt: expect.any(String) },
    });
    const queue = (await app.http.get(`/api/groups/${group.id}/join-requests`, owner.token)).body;
    expect(queue[0]).toMatchObject({ viaInvite: true });
    // A pending requester sees the listing, not the links or the queue.
    for (const path of ['invites', 'join-requests', 'history'])
      expect((await app.http.get(`/api/groups/${group.id}/${path}`, sam.token)).status).toBe(403);
    expect((await app.http.get(`/api/groups/${group.id}/invites`)).status).toBe(401);
  });

  it('stops working when used up, revoked or expired', async () => {
    const { owner, group } = await inviteOnlyGroup();
    const once = (await create(group.id, { maxUses: 1 }, owner.token)).body;
    const [first, second] = await Promise.all([registerUser(app.http), registerUser(app.http)]);
    expect((await ask(group.id, first.token, once.code)).status).toBe(200);
    const before = await groupEventCount(app.engines.eventStore, group.id);
    expect((await ask(group.id, second.token, once.code)).status).toBe(404);
    expect((await app.http.get(`/api/invites/${once.code}`)).status).toBe(404);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const revocable = (await create(group.id, {}, owner.token)).body;
    const revoke = (token?: string) =>
      app.http.delete(`/api/groups/${group.id}/invites/${revocable.id}`, token);
    expect((await revoke()).status).toBe(401);
    expect((await revoke(second.token)).status).toBe(404);
    const revoked = await revoke(owner.token);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.find((invite: { id: string }) => invite.id === revocable.id).revoked).toBe(
      true,
    );
    expect((await revoke(owner.token)).status).toBe(200);
    expect(
      (await app.http.delete(`/api/groups/${group.id}/invites/no-such-invite`, owner.token)).status,
    ).toBe(404);
    expect((await app.http.get(`/api/invites/${revocable.code}`)).status).toBe(404);
    expect((await ask(group.id, second.token, revocable.code)).status).toBe(404);

    const daily = (await create(group.id, { expiresInDays: 1 }, owner.token)).body;
    expect((await app.http.get(`/api/invites/${daily.code}`)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(daily.expiresAt) + 1000);
    expect((await app.http.get(`/api/invites/${daily.code}`)).status).toBe(404);
    expect((await ask(group.id, second.token, daily.code)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberResponse } from '../../../contracts/groups.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup, userIdOf } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** GET /api/groups/{id}/members and /members-with-details a page at a time (docs/api.md, "Paging"). */
describe('GET /api/groups/{id}/members, paged', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;
  let privateId: string;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http);
    groupId = (await createGroup(app.http, owner.token)).id;
    privateId = (await createGroup(app.http, owner.token, { isPrivate: true })).id;
    for (let n = 0; n < 6; n += 1)
      await joinGroup(app.http, (await registerUser(app.http)).token, groupId);
  });
  afterAll(() => app.close());

  async function walk(first: string, during?: () => Promise<void>) {
    const seen: MemberResponse[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<MemberResponse[]>(url, owner.token);
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body);
      await during?.();
      during = undefined;
      url = nextPageOf(response.headers.get('link'));
    }
    return seen.map((member) => member.userId);
  }

  it('answers the owner first then by joining, 50 by default, and walks both lists whole', async () => {
    const whole = await app.http.get<MemberResponse[]>(
      `/api/groups/${groupId}/members`,
      owner.token,
    );
    expect(whole.body).toHaveLength(7);
    expect(whole.body[0]!.userId).toBe(await userIdOf(app.http, owner.token));
    expect(whole.headers.get('link')).toBeNull();
    const ids = whole.body.map((member) => member.userId);
    // limit=1: the first page's cursor is the owner's.
    expect(await walk(`/api/groups/${groupId}/members?limit=1`)).toEqual(ids);
    expect(await walk(`/api/groups/${groupId}/members-with-details?limit=3`)).toEqual(ids);
  });

  it('has no duplicates or gaps while people join', async () => {
    const before = await walk(`/api/groups/${groupId}/members`);
    let joined = '';
    const walked = await walk(`/api/groups/${groupId}/members?limit=2`, async () => {
      const newcomer = await registerUser(app.http);
      await joinGroup(app.http, newcomer.token, groupId);
      joined = await userIdOf(app.http, newcomer.token);
    });
    expect(walked).toEqual([...before, joined]);
  });

  it('refuses a bad cursor, a limit over 200, and a stranger on any page of a private group', async () => {
    const bad = await app.http.get<{ message: string }>(
      `/api/groups/${groupId}/members?cursor=${Buffer.from('{"owner":1}').toString('base64url')}`,
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This page link is not valid. Start again from the first page.');
    expect(
      (await app.http.get(`/api/groups/${groupId}/members?limit=1000`, owner.token)).status,
    ).toBe(400);

    const stranger = await registerUser(app.http);
    const first = await app.http.get(
      `/api/groups/${privateId}/members-with-details?limit=1`,
      owner.token,
    );
    expect(first.status).toBe(200);
    const cursor = `/api/groups/${privateId}/members-with-details?limit=1&cursor=${Buffer.from(
      JSON.stringify({ owner: true, joinedAt: new Date(0).toISOString(), userId: 'a' }),
    ).toString('base64url')}`;
    expect((await app.http.get(cursor, stranger.token)).status).toBe(403);
  });
});

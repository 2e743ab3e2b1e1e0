import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupHistoryEntry } from '../../../contracts/groups.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** GET /api/groups/{id}/history a page at a time (docs/api.md, "Paging"). */
describe('GET /api/groups/{id}/history, paged', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;

  const rename = (n: number) =>
    app.http.request('PATCH', `/api/groups/${groupId}`, {
      body: { description: `Walks, take ${n}.` },
      token: owner.token,
    });

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    groupId = (await createGroup(app.http, owner.token)).id;
    for (let n = 1; n <= 12; n += 1) expect((await rename(n)).status).toBe(200);
  });
  afterAll(() => app.close());

  async function walk(first: string, during?: () => Promise<void>) {
    const seen: GroupHistoryEntry[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<GroupHistoryEntry[]>(url, owner.token);
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body);
      await during?.();
      during = undefined;
      url = nextPageOf(response.headers.get('link'));
    }
    return seen;
  }

  it('answers 50 by default, and walks the whole history newest first while entries are added', async () => {
    const whole = await app.http.get<GroupHistoryEntry[]>(
      `/api/groups/${groupId}/history`,
      owner.token,
    );
    expect(whole.body).toHaveLength(13);
    expect(whole.headers.get('link')).toBeNull();

    // Entries added while paging are newer than every page still to come: none of them shows.
    const walked = await walk(`/api/groups/${groupId}/history?limit=5`, async () => {
      await rename(100);
    });
    expect(walked.map((entry) => entry.id)).toEqual(whole.body.map((entry) => entry.id));
    expect(walked[0]).not.toHaveProperty('position');
    const again = await app.http.get<GroupHistoryEntry[]>(
      `/api/groups/${groupId}/history`,
      owner.token,
    );
    expect(again.body).toHaveLength(14);
  });

  it('refuses a bad cursor and a limit over 200', async () => {
    const bad = await app.http.get<{ message: string }>(
      `/api/groups/${groupId}/history?cursor=${Buffer.from('{"position":"x"}').toString('base64url')}`,
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This page link is not valid. Start again from the first page.');
    const tooMany = await app.http.get<{ message: string }>(
      `/api/groups/${groupId}/history?limit=500`,
      owner.token,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit can be at most 200');
  });

  it('pages nothing for a stranger: 403 on every page', async () => {
    const stranger = await registerUser(app.http);
    const first = await app.http.get(`/api/groups/${groupId}/history?limit=5`, owner.token);
    const next = nextPageOf(first.headers.get('link'))!;
    expect((await app.http.get(next, stranger.token)).status).toBe(403);
  });
});

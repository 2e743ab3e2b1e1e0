import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '../../../contracts/notifications.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** GET /api/notifications a page at a time (docs/api.md, "Paging"). */
describe('GET /api/notifications, paged', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;

  const list = (path: string, token = member.token) =>
    app.http.get<NotificationListResponse>(path, token);
  const schedule = (n: number) =>
    scheduleMeetup(app.http, owner.token, groupId, { title: `Walk ${n}` });

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http);
    member = await registerUser(app.http);
    groupId = (await createGroup(app.http, owner.token)).id;
    await joinGroup(app.http, member.token, groupId);
    for (let n = 1; n <= 7; n += 1) await schedule(n);
  });
  afterAll(() => app.close());

  it('tells the member of each of the seven meetups', async () => {
    await expect
      .poll(async () => (await list('/api/notifications')).body.notifications.length)
      .toBe(7);
  });

  it('walks every notification latest first, with no duplicates or gaps while new ones arrive', async () => {
    const whole = (await list('/api/notifications')).body;
    expect(whole.unreadCount).toBe(7);

    const seen: string[] = [];
    let url: string | null = '/api/notifications?limit=3';
    let page = 0;
    while (url !== null) {
      const response = await list(url);
      expect(response.status, response.text).toBe(200);
      expect(response.body.unreadCount).toBeGreaterThanOrEqual(7);
      seen.push(...response.body.notifications.map((notification) => notification.id));
      page += 1;
      if (page === 1) {
        // A newer notification arrives: it belongs before the pages still to come.
        await schedule(8);
        await expect.poll(async () => (await list('/api/notifications')).body.unreadCount).toBe(8);
      }
      url = nextPageOf(response.headers.get('link'));
    }
    expect(page).toBe(3);
    expect(seen).toEqual(whole.notifications.map((notification) => notification.id));
  });

  it('shows nobody else’s notifications on any page', async () => {
    const first = await list('/api/notifications?limit=2');
    const next = nextPageOf(first.headers.get('link'))!;
    const theirs = await list(next, owner.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.notifications).toEqual([]);
  });

  it('refuses a bad cursor and a limit over 200', async () => {
    const bad = await list('/api/notifications?cursor=%%%');
    expect(bad.status).toBe(400);
    const forged = await list(
      `/api/notifications?cursor=${Buffer.from('{"createdAt":"yesterday","id":"x"}').toString('base64url')}`,
    );
    expect(forged.status).toBe(400);
    expect((forged.body as unknown as { message: string }).message).toBe(
      'This page link is not valid. Start again from the first page.',
    );
    expect((await list('/api/notifications?limit=201')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetupResponse } from '../../../contracts/meetups.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

type Person = Awaited<ReturnType<typeof registerUser>>;
const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** GET /api/meetups/upcoming and /api/meetups?groupId= a page at a time (docs/api.md, "Paging"). */
describe('Meetup lists, paged', () => {
  let app: TestApp;
  let owner: Person;
  let member: Person;
  let groupId: string;
  let nearbyId: string;
  let privateId: string;
  const titles: Record<string, string[]> = { mine: [], nearby: [], private: [], past: [] };

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http);
    member = await registerUser(app.http);
    const other = await registerUser(app.http);
    groupId = (await createGroup(app.http, owner.token)).id;
    await joinThroughRequest(app.http, owner.token, member.token, groupId);
    nearbyId = (await createGroup(app.http, other.token, { name: 'Nearby Newfies' })).id;
    privateId = (
      await createGroup(app.http, other.token, { name: 'Hidden Hounds', isPrivate: true })
    ).id;
    const schedule = async (group: string, token: string, list: string, hours: number) => {
      const title = `${list} ${hours}`;
      titles[list]!.push(title);
      await scheduleMeetup(app.http, token, group, { title, date: inHours(hours) });
    };
    // Two start within seconds, so the test sees them pass into the group's past.
    const soon = Date.now() + 1500;
    for (const n of [1, 2]) {
      titles.past!.push(`past ${n}`);
      await scheduleMeetup(app.http, owner.token, groupId, {
        title: `past ${n}`,
        date: new Date(soon + n).toISOString(),
      });
    }
    for (const hours of [30, 10, 20, 50, 40]) await schedule(groupId, owner.token, 'mine', hours);
    for (const hours of [15, 5, 25]) await schedule(nearbyId, other.token, 'nearby', hours);
    for (const hours of [1, 2, 3]) await schedule(privateId, other.token, 'private', hours);
    // Wait (for a condition, not a time) until the first two have started.
    while (Date.now() <= soon + 2) await new Promise((resolve) => setImmediate(resolve));
  });
  afterAll(() => app.close());

  async function walk(first: string, token: string) {
    const seen: MeetupResponse[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<MeetupResponse[]>(url, token);
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body);
      url = nextPageOf(response.headers.get('link'));
    }
    return seen.map((meetup) => meetup.title);
  }

  it("answers a group's meetups, upcoming soonest first then past latest first, whole or a page at a time", async () => {
    const whole = await app.http.get<MeetupResponse[]>(
      `/api/meetups?groupId=${groupId}`,
      member.token,
    );
    expect(whole.status).toBe(200);
    expect(whole.headers.get('link')).toBeNull();
    const expected = ['mine 10', 'mine 20', 'mine 30', 'mine 40', 'mine 50', 'past 2', 'past 1'];
    expect(whole.body.map((meetup) => meetup.title)).toEqual(expected);
    for (const limit of [1, 2, 5])
      expect(await walk(`/api/meetups?groupId=${groupId}&limit=${limit}`, member.token)).toEqual(
        expected,
      );
  });

  it("answers the dashboard's list: the caller's groups first, then public groups nearby, never a private one", async () => {
    const whole = await app.http.get<MeetupResponse[]>('/api/meetups/upcoming', member.token);
    expect(whole.status).toBe(200);
    const expected = [
      ...['mine 10', 'mine 20', 'mine 30', 'mine 40', 'mine 50'],
      ...['nearby 5', 'nearby 15', 'nearby 25'],
    ];
    expect(whole.body.map((meetup) => meetup.title)).toEqual(expected);
    for (const limit of [1, 3, 5])
      expect(await walk(`/api/meetups/upcoming?limit=${limit}`, member.token)).toEqual(expected);
  });

  it('refuses a bad cursor and a limit over 200 on both lists', async () => {
    const forged = Buffer.from('{"part":2,"startsAt":"x","id":"y","asOf":"z"}').toString(
      'base64url',
    );
    for (const path of [`/api/meetups?groupId=${groupId}&`, '/api/meetups/upcoming?']) {
      const bad = await app.http.get<{ message: string; code: string }>(
        `${path}cursor=${forged}`,
        member.token,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('PAGING.BAD_CURSOR');
      expect(bad.body.message).toBe(
        'This page link is not valid. Start again from the first page.',
      );
      const tooMany = await app.http.get<{ message: string }>(`${path}limit=201`, member.token);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('limit can be at most 200');
    }
  });

  it("keeps a private group's meetups to its members on every page", async () => {
    const first = await app.http.get(`/api/meetups?groupId=${groupId}&limit=2`, member.token);
    const next = nextPageOf(first.headers.get('link'))!;
    const cursor = new URL(next, 'http://x').searchParams.get('cursor')!;
    // The private group's list, asked for by an outsider with or without a cursor.
    for (const url of [
      `/api/meetups?groupId=${privateId}`,
      `/api/meetups?groupId=${privateId}&cursor=${cursor}`,
    ])
      expect((await app.http.get(url, member.token)).status).toBe(403);
    const upcoming = await walk('/api/meetups/upcoming?limit=1', member.token);
    expect(upcoming.filter((title) => titles.private!.includes(title))).toEqual([]);
  });
});

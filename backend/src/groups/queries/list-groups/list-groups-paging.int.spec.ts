import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupListResponse, GroupResponse } from '../../../contracts/groups.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { PAGE_LIMIT_DEFAULT } from '../../../contracts/requests/paging.request.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** GET /api/groups a page at a time (docs/api.md, "Paging"; docs/adr/033-group-list-pages.md). */
describe('GET /api/groups, paged', () => {
  let app: TestApp;
  let organizer: Awaited<ReturnType<typeof registerUser>>;
  let viewer: Awaited<ReturnType<typeof registerUser>>;
  const inAustin = PAGE_LIMIT_DEFAULT + 5;

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http, { city: 'Austin', state: 'TX' });
    for (let index = 0; index < inAustin; index += 1) {
      await createGroup(app.http, organizer.token, {
        name: `Pack ${String(index).padStart(3, '0')}`,
        city: 'Austin',
        state: 'TX',
        isPrivate: index % 10 === 0,
      });
    }
    await createGroup(app.http, organizer.token, {
      name: 'Secret Pack',
      description: 'Only for the invited.',
      city: 'Austin',
      state: 'TX',
      kind: 'invite-only',
    });
    viewer = await registerUser(app.http, { city: 'Austin', state: 'TX' });
  }, 120_000);
  afterAll(() => app.close());

  const ids = (groups: GroupResponse[]) => groups.map((group) => group.id);

  /** Every page of one list from its first page's next URL. */
  async function walk(
    first: string | null,
    token: string,
    during?: (page: number) => Promise<void>,
  ) {
    const seen: GroupResponse[] = [];
    let url = first;
    for (let page = 1; url !== null; page += 1) {
      const response = await app.http.get<GroupResponse[]>(url, token);
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body);
      await during?.(page);
      url = nextPageOf(response.headers.get('link'));
    }
    return seen;
  }

  it('answers the spec’s keys with each list cut to the default size, and counts every group', async () => {
    const { body } = await app.http.get<GroupListResponse>('/api/groups', viewer.token);
    expect(body.groups).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(body.nearbyGroups).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(body.userGroups).toEqual([]);
    expect(body.stats.total).toBe(inAustin);
    expect(body.nextPages.userGroups).toBeNull();
    expect(body.nextPages.otherGroups).toBeNull();
    expect(body.nextPages.groups).toMatch(/^\/api\/groups\?.*list=groups.*&limit=50&cursor=/);

    const rest = await walk(body.nextPages.groups, viewer.token);
    expect(rest).toHaveLength(inAustin - PAGE_LIMIT_DEFAULT);
    expect(new Set([...ids(body.groups), ...ids(rest)]).size).toBe(inAustin);
  });

  it('walks a list with no duplicates or gaps while groups are added', async () => {
    const before = await walk('/api/groups?list=groups&limit=7', viewer.token);
    const added: GroupResponse[] = [];
    const walked = await walk('/api/groups?list=groups&limit=7', viewer.token, async (page) => {
      if (page !== 2) return;
      // One sorts before the pages walked so far, one after: only the later one is to come.
      for (const name of ['Aaa Early Pack', 'Zzz Late Pack'])
        added.push(
          await createGroup(app.http, organizer.token, { name, city: 'Austin', state: 'TX' }),
        );
    });
    expect(new Set(ids(walked)).size).toBe(walked.length);
    expect(ids(walked)).toEqual([...ids(before), added[1]!.id]);
  });

  it('shows private groups by their listing and invite-only groups to no stranger, on every page', async () => {
    const all = await walk('/api/groups?list=groups&limit=9', viewer.token);
    expect(all.some((group) => group.name === 'Secret Pack')).toBe(false);
    const privates = all.filter((group) => group.isPrivate);
    expect(privates.length).toBeGreaterThan(0);
    for (const group of privates)
      expect(group).toMatchObject({ view: 'listing', creatorId: '', creatorDisplayName: '' });
  });

  it('pages the caller’s own groups too', async () => {
    const member = await registerUser(app.http, { city: 'Austin', state: 'TX' });
    const { body: list } = await app.http.get<GroupListResponse>('/api/groups', viewer.token);
    for (const group of list.groups.filter((group) => !group.isPrivate).slice(0, 3))
      await joinGroup(app.http, member.token, group.id);
    const { body } = await app.http.get<GroupListResponse>('/api/groups?limit=2', member.token);
    expect(body.userGroups).toHaveLength(2);
    const rest = await walk(body.nextPages.userGroups, member.token);
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ isMember: true, role: 'member' });
  });

  it('refuses a bad cursor, a cursor without its list, an unknown list and a limit over 200', async () => {
    const refused = async (path: string, message: string) => {
      const response = await app.http.get<{ message: string }>(path, viewer.token);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe(message);
    };
    await refused(
      '/api/groups?list=groups&cursor=not-a-cursor',
      'This page link is not valid. Start again from the first page.',
    );
    await refused(
      `/api/groups?list=groups&cursor=${Buffer.from('{"d":"x"}').toString('base64url')}`,
      'This page link is not valid. Start again from the first page.',
    );
    const { body } = await app.http.get<GroupListResponse>('/api/groups', viewer.token);
    const cursor = new URL(body.nextPages.groups!, 'http://x').searchParams.get('cursor');
    await refused(
      `/api/groups?cursor=${cursor}`,
      'A cursor belongs to one list: name it with list',
    );
    await refused(
      '/api/groups?list=everything',
      'list must be one of groups, nearbyGroups, otherGroups, userGroups',
    );
    await refused('/api/groups?limit=201', 'limit can be at most 200');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPageOf } from '../../../contracts/paging.js';
import type { SearchResponse } from '../../../contracts/search.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const DAY = 86_400_000;
const SEATTLE = {
  latitude: 47.6062,
  longitude: -122.3321,
  location: '7201 E Green Lake Dr N, Seattle, WA 98115, USA',
};
const WHERE = 'city=Seattle&state=WA&type=meetups';

/** GET /api/search a page at a time: `page`/`pageSize`, and the cursor of ADR 033. */
describe('GET /api/search, paged', () => {
  let app: TestApp;
  let organizer: { token: string };
  let outsider: { token: string };
  const privateTitles: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http, { city: 'Seattle', state: 'WA' });
    outsider = await registerUser(app.http, { city: 'Seattle', state: 'WA' });
    const group = (place: string, kind: string) =>
      createGroup(app.http, organizer.token, { name: place, city: 'Seattle', state: 'WA', kind });
    const open = await group('Seattle Sniffers', 'public');
    const hidden = await group('Quiet Ballard Dogs', 'private');
    // Interleaved start times, so a private meetup falls inside every public page.
    for (let n = 1; n <= 10; n += 1) {
      const isPrivate = n % 3 === 0;
      const title = `${isPrivate ? 'Hidden' : 'Open'} walk ${n}`;
      if (isPrivate) privateTitles.push(title);
      await scheduleMeetup(app.http, organizer.token, (isPrivate ? hidden : open).id, {
        ...SEATTLE,
        title,
        date: new Date(Date.now() + n * DAY).toISOString(),
      });
    }
  });
  afterAll(() => app.close());

  async function walk(first: string, token?: string) {
    const pages: SearchResponse[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<SearchResponse>(url, token);
      expect(response.status, response.text).toBe(200);
      pages.push(response.body);
      url = nextPageOf(response.headers.get('link'));
    }
    return pages;
  }
  const titles = (pages: SearchResponse[]) =>
    pages.flatMap((page) => page.results.map((result) => result.title));

  it('keeps the first page as it was, and walks every result by cursor for both orders', async () => {
    for (const sort of ['soonest', 'nearest']) {
      const whole = await app.http.get<SearchResponse>(
        `/api/search?${WHERE}&sort=${sort}`,
        organizer.token,
      );
      expect(whole.body).toMatchObject({ total: 10, page: 1, pageSize: 20, totalPages: 1 });
      expect(whole.headers.get('link')).toBeNull();
      const pages = await walk(`/api/search?${WHERE}&sort=${sort}&limit=3`, organizer.token);
      expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4]);
      expect(pages.every((page) => page.pageSize === 3 && page.totalPages === 4)).toBe(true);
      expect(titles(pages)).toEqual(whole.body.results.map((result) => result.title));
    }
  });

  it('names the next page by cursor after a page asked for by page and pageSize', async () => {
    const second = await app.http.get<SearchResponse>(
      `/api/search?${WHERE}&page=2&pageSize=4`,
      organizer.token,
    );
    expect(second.body).toMatchObject({ page: 2, pageSize: 4, totalPages: 3 });
    const next = nextPageOf(second.headers.get('link'))!;
    const params = new URL(next, 'http://x').searchParams;
    expect([params.get('page'), params.get('pageSize'), params.get('limit')]).toEqual([
      null,
      null,
      '4',
    ]);
    const rest = await walk(next, organizer.token);
    const all = await app.http.get<SearchResponse>(`/api/search?${WHERE}`, organizer.token);
    expect(titles([second.body, ...rest])).toEqual(
      all.body.results.slice(4).map((result) => result.title),
    );
    expect(rest[0]!.page).toBe(3);
  });

  it("never shows a private group's meetups to outsiders or visitors, on any page", async () => {
    const member = titles(await walk(`/api/search?${WHERE}&limit=2`, organizer.token));
    expect(member).toEqual(expect.arrayContaining(privateTitles));
    for (const token of [outsider.token, undefined]) {
      const pages = await walk(`/api/search?${WHERE}&limit=2`, token);
      expect(titles(pages)).toHaveLength(7);
      expect(titles(pages).filter((title) => privateTitles.includes(title))).toEqual([]);
    }
    // A member's cursor gives an outsider the outsider's own next page, nothing more.
    const first = await app.http.get(`/api/search?${WHERE}&limit=2`, organizer.token);
    const next = nextPageOf(first.headers.get('link'))!;
    const followed = await app.http.get<SearchResponse>(next, outsider.token);
    expect(followed.body.results.filter((result) => privateTitles.includes(result.title))).toEqual(
      [],
    );
  });

  it('refuses a bad cursor, a limit over 200, and page with a cursor', async () => {
    const forged = Buffer.from('{"sortAt":1}').toString('base64url');
    const bad = await app.http.get<{ message: string; code: string }>(
      `/api/search?${WHERE}&cursor=${forged}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PAGING.BAD_CURSOR');
    expect(bad.body.message).toBe('This page link is not valid. Start again from the first page.');
    const tooMany = await app.http.get<{ message: string }>(`/api/search?${WHERE}&limit=201`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit can be at most 200');
    const first = await app.http.get(`/api/search?${WHERE}&limit=2`);
    const cursor = new URL(nextPageOf(first.headers.get('link'))!, 'http://x').searchParams.get(
      'cursor',
    )!;
    const both = await app.http.get<{ message: string }>(
      `/api/search?${WHERE}&page=2&cursor=${cursor}`,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give page or cursor, not both');
  });
});

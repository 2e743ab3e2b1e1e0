import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetupHistoryResponse } from '../../../contracts/meetups.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

type Person = Awaited<ReturnType<typeof registerUser>>;

/** GET /api/meetups/{id}/history a page at a time (docs/api.md, "Paging"). */
describe('GET /api/meetups/{id}/history, paged', () => {
  let app: TestApp;
  let owner: Person;
  let member: Person;
  let meetupId: string;
  let privateMeetupId: string;

  const rename = (id: string, n: number) =>
    app.http.put(`/api/meetups/${id}`, { title: `Sniffari, take ${n}` }, owner.token);

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http);
    member = await registerUser(app.http);
    const groupId = (await createGroup(app.http, owner.token)).id;
    meetupId = (await scheduleMeetup(app.http, owner.token, groupId)).id;
    for (let n = 1; n <= 6; n += 1) expect((await rename(meetupId, n)).status).toBe(200);
    const privateGroupId = (await createGroup(app.http, owner.token, { isPrivate: true })).id;
    await joinThroughRequest(app.http, owner.token, member.token, privateGroupId);
    privateMeetupId = (await scheduleMeetup(app.http, owner.token, privateGroupId)).id;
    for (let n = 1; n <= 3; n += 1) expect((await rename(privateMeetupId, n)).status).toBe(200);
  });
  afterAll(() => app.close());

  async function walk(first: string, during?: () => Promise<void>) {
    const pages: MeetupHistoryResponse[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<MeetupHistoryResponse>(url, owner.token);
      expect(response.status, response.text).toBe(200);
      pages.push(response.body);
      await during?.();
      during = undefined;
      url = nextPageOf(response.headers.get('link'));
    }
    return pages;
  }

  it('keeps its shape on every page, oldest first, and walks the whole history while entries are added', async () => {
    const whole = await app.http.get<MeetupHistoryResponse>(
      `/api/meetups/${meetupId}/history`,
      owner.token,
    );
    expect(whole.headers.get('link')).toBeNull();
    expect(whole.body.entries.map((entry) => entry.revision)).toHaveLength(7);
    expect(whole.body.asOf).toBeNull();

    // An entry added while paging is newer than every page: it shows on the last one.
    const pages = await walk(`/api/meetups/${meetupId}/history?limit=3`, async () => {
      expect((await rename(meetupId, 100)).status).toBe(200);
    });
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page.meetupId).toBe(meetupId);
      expect(page.asOf).toBeNull();
    }
    const walked = pages.flatMap((page) => page.entries);
    expect(walked.slice(0, 7)).toEqual(whole.body.entries);
    expect(walked.at(-1)!.sentence).toMatch(/changed the title/);
    expect(walked.map((entry) => entry.revision)).toEqual(
      [...walked.map((entry) => entry.revision)].sort((a, b) => a - b),
    );
  });

  it('folds the moment asked for from the whole history, on every page', async () => {
    const at = encodeURIComponent(new Date().toISOString());
    const pages = await walk(`/api/meetups/${meetupId}/history?at=${at}&limit=2`);
    expect(pages.length).toBeGreaterThan(1);
    const whole = await app.http.get<MeetupHistoryResponse>(
      `/api/meetups/${meetupId}/history?at=${at}`,
      owner.token,
    );
    for (const page of pages) expect(page.asOf).toEqual(whole.body.asOf);
    expect(whole.body.asOf!.attendance!.maxAttendees).toBeDefined();
  });

  it('refuses a bad cursor and a limit over 200', async () => {
    const forged = Buffer.from('{"revision":-1}').toString('base64url');
    const bad = await app.http.get<{ message: string; code: string }>(
      `/api/meetups/${meetupId}/history?cursor=${forged}`,
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PAGING.BAD_CURSOR');
    expect(bad.body.message).toBe('This page link is not valid. Start again from the first page.');
    const tooMany = await app.http.get<{ message: string }>(
      `/api/meetups/${meetupId}/history?limit=1000`,
      owner.token,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit can be at most 200');
  });

  it("pages a private group's meetup for its organizers only: 404 to outsiders, 403 to members, on every page", async () => {
    const first = await app.http.get(
      `/api/meetups/${privateMeetupId}/history?limit=2`,
      owner.token,
    );
    const next = nextPageOf(first.headers.get('link'))!;
    expect((await app.http.get(next, owner.token)).status).toBe(200);
    const outsider = await registerUser(app.http);
    expect((await app.http.get(next, outsider.token)).status).toBe(404);
    expect((await app.http.get(next, member.token)).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendeeResponse } from '../../../contracts/meetups.js';
import { nextPageOf } from '../../../contracts/paging.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

type Person = Awaited<ReturnType<typeof registerUser>>;

/** GET /api/meetups/{id}/attendees a page at a time (docs/api.md, "Paging"). */
describe('GET /api/meetups/{id}/attendees, paged', () => {
  let app: TestApp;
  let owner: Person;
  let member: Person;
  let meetupId: string;
  let privateMeetupId: string;

  const answer = (id: string, person: Person, status: string) =>
    app.http.post(`/api/meetups/${id}/rsvp`, { status }, person.token);

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http);
    const groupId = (await createGroup(app.http, owner.token)).id;
    meetupId = (await scheduleMeetup(app.http, owner.token, groupId, { maxAttendees: 5 })).id;
    // Five going (the places), two in the queue, one maybe, one not going.
    const statuses = ['going', 'going', 'going', 'going', 'going', 'going', 'going', 'maybe'];
    for (const status of [...statuses, 'not_going']) {
      const person = await registerUser(app.http);
      member ??= person;
      expect((await answer(meetupId, person, status)).status).toBe(200);
    }
    const privateGroupId = (await createGroup(app.http, owner.token, { isPrivate: true })).id;
    await joinThroughRequest(app.http, owner.token, member.token, privateGroupId);
    privateMeetupId = (await scheduleMeetup(app.http, owner.token, privateGroupId)).id;
    expect((await answer(privateMeetupId, owner, 'going')).status).toBe(200);
    expect((await answer(privateMeetupId, member, 'going')).status).toBe(200);
  });
  afterAll(() => app.close());

  async function walk(first: string, token?: string) {
    const seen: AttendeeResponse[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<AttendeeResponse[]>(url, token);
      expect(response.status, response.text).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(
        Number(new URL(url, 'http://x').searchParams.get('limit') ?? 50),
      );
      seen.push(...response.body);
      url = nextPageOf(response.headers.get('link'));
    }
    return seen;
  }

  it('answers the whole list in its order at the default size, and the same list a page at a time', async () => {
    const whole = await app.http.get<AttendeeResponse[]>(
      `/api/meetups/${meetupId}/attendees`,
      member.token,
    );
    expect(whole.status).toBe(200);
    expect(whole.headers.get('link')).toBeNull();
    expect(whole.body.map((attendee) => attendee.rsvpStatus)).toEqual([
      ...Array<string>(5).fill('going'),
      'waitlisted',
      'waitlisted',
      'maybe',
      'not_going',
    ]);
    expect(whole.body.map((attendee) => attendee.waitlistPosition)).toEqual([
      ...Array<null>(5).fill(null),
      1,
      2,
      null,
      null,
    ]);
    // Pages of 2 and of 1 cut through every status, the queue included; positions stay whole.
    expect(await walk(`/api/meetups/${meetupId}/attendees?limit=2`, member.token)).toEqual(
      whole.body,
    );
    expect(await walk(`/api/meetups/${meetupId}/attendees?limit=1`, member.token)).toEqual(
      whole.body,
    );
  });

  it('pages for visitors too, with first names only on every page', async () => {
    const pages = await walk(`/api/meetups/${meetupId}/attendees?limit=4`);
    expect(pages).toHaveLength(9);
    expect(pages.some((attendee) => 'username' in attendee.user)).toBe(false);
  });

  it('refuses a bad cursor and a limit over 200', async () => {
    const forged = Buffer.from('{"rank":9,"order":1,"userId":"x"}').toString('base64url');
    for (const cursor of [forged, 'not a cursor']) {
      const bad = await app.http.get<{ message: string; code: string }>(
        `/api/meetups/${meetupId}/attendees?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(
        'This page link is not valid. Start again from the first page.',
      );
      expect(bad.body.code).toBe('PAGING.BAD_CURSOR');
    }
    const tooMany = await app.http.get<{ message: string }>(
      `/api/meetups/${meetupId}/attendees?limit=500`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit can be at most 200');
  });

  it("keeps a private group's meetup to its members on every page", async () => {
    const first = await app.http.get<AttendeeResponse[]>(
      `/api/meetups/${privateMeetupId}/attendees?limit=1`,
      member.token,
    );
    expect(first.body).toHaveLength(1);
    const next = nextPageOf(first.headers.get('link'))!;
    expect((await app.http.get(next, member.token)).body).toHaveLength(1);
    const stranger = await registerUser(app.http);
    for (const url of [`/api/meetups/${privateMeetupId}/attendees`, next]) {
      expect((await app.http.get(url, stranger.token)).status).toBe(404);
      expect((await app.http.get(url)).status).toBe(404);
    }
    // A cursor from a public meetup's list opens nothing on the private one.
    const publicFirst = await app.http.get(`/api/meetups/${meetupId}/attendees?limit=1`);
    const cursor = new URL(
      nextPageOf(publicFirst.headers.get('link'))!,
      'http://x',
    ).searchParams.get('cursor')!;
    expect(
      (await app.http.get(`/api/meetups/${privateMeetupId}/attendees?cursor=${cursor}`)).status,
    ).toBe(404);
  });
});

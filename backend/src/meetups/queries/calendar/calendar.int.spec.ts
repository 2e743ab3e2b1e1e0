import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/** Freedom Park, Charlotte NC; Green Lake Park, Seattle WA. */
const charlotte = {
  location: 'Freedom Park, 1900 East Blvd, Charlotte, NC 28203, USA',
  locationDisplay: 'Freedom Park',
  latitude: 35.1965,
  longitude: -80.8432,
};
const seattle = {
  location: '7201 E Green Lake Dr N, Seattle, WA 98115, USA',
  locationDisplay: 'Green Lake Park',
  latitude: 47.6805,
  longitude: -122.3287,
};

/** Both parsers read the file; each event's instants and fields, as ical.js reads them. */
function parse(ics: string) {
  const parsed = nodeIcal.sync.parseICS(ics);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  // RFC 5545 3.6: a calendar holds at least one component.
  expect(calendar.getAllSubcomponents().length).toBeGreaterThan(0);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const uid = event.uid;
    const other = parsed[uid] as nodeIcal.VEvent;
    expect(other.type).toBe('VEVENT');
    expect(other.start.toISOString()).toBe(event.startDate.toJSDate().toISOString());
    return {
      uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      lastModified: vevent.getFirstPropertyValue('last-modified')?.toString(),
      location: event.location,
      description: event.description,
    };
  });
}

describe("calendars, link previews and JSON-LD in the meetup's local time", () => {
  let app: TestApp;
  let dist: string;
  let member: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    member = await registerUser(app.http);
    groupId = (await createGroup(app.http, member.token, { name: 'Queen City Sniffers' })).id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const feedPath = async (token: string) =>
    new URL((await app.http.get('/api/calendar/feed-url', token)).body.url).pathname;

  it('answers an empty personal feed with a valid calendar', async () => {
    const nobody = await registerUser(app.http);
    const feed = await app.http.get(await feedPath(nobody.token));
    expect(feed.status).toBe(200);
    expect(parse(feed.text)).toEqual([]);
  });

  it('keeps 6:30 PM in Charlotte across the March change, in files, previews and JSON-LD', async () => {
    // 2027: clocks go forward on Sunday March 14.
    const before: MeetupResponse = await scheduleMeetup(app.http, member.token, groupId, {
      ...charlotte,
      title: 'Saturday Evening Stroll',
      date: '2027-03-13T23:30:00.000Z',
    });
    const after: MeetupResponse = await scheduleMeetup(app.http, member.token, groupId, {
      ...charlotte,
      title: 'Sunday Evening Stroll',
      date: '2027-03-14T22:30:00.000Z',
    });
    expect([before.timeZone, after.timeZone]).toEqual(['America/New_York', 'America/New_York']);

    const [event] = parse((await app.http.get(`/api/meetups/${before.id}/calendar.ics`)).text);
    expect(event).toMatchObject({
      uid: `${before.id}@packmeet`,
      start: '2027-03-13T23:30:00.000Z',
      end: '2027-03-14T01:30:00.000Z',
      sequence: 0,
    });
    expect(event!.description).toMatch(/^Saturday, March 13, 2027, 6:30 PM – 8:30 PM EST\n/);

    for (const [meetup, when, startDate] of [
      [before, 'Sat, Mar 13, 6:30 PM EST', '2027-03-13T18:30:00-05:00'],
      [after, 'Sun, Mar 14, 6:30 PM EDT', '2027-03-14T18:30:00-04:00'],
    ] as const) {
      const page = await app.http.get(`/event/${meetup.slug}`);
      expect(page.text).toContain(`<meta name="description" content="${when} · `);
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.text)![1]!,
      );
      expect(jsonLd.startDate).toBe(startDate);
    }
  });

  it('keeps 9 AM in Seattle across the November change', async () => {
    // 2027: clocks go back on Sunday November 7.
    const saturday: MeetupResponse = await scheduleMeetup(app.http, member.token, groupId, {
      ...seattle,
      date: '2027-11-06T16:00:00.000Z',
    });
    const sunday: MeetupResponse = await scheduleMeetup(app.http, member.token, groupId, {
      ...seattle,
      date: '2027-11-07T17:00:00.000Z',
    });
    expect(sunday.timeZone).toBe('America/Los_Angeles');
    const ld = async (slug: string) =>
      JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
          (await app.http.get(`/event/${slug}`)).text,
        )![1]!,
      );
    expect((await ld(saturday.slug)).startDate).toBe('2027-11-06T09:00:00-07:00');
    expect((await ld(sunday.slug)).startDate).toBe('2027-11-07T09:00:00-08:00');
  });

  it("gives members' events the place once, and a new SEQUENCE and LAST-MODIFIED after a change", async () => {
    const meetup: MeetupResponse = await scheduleMeetup(app.http, member.token, groupId, {
      ...seattle,
      title: 'Green Lake Loop',
    });
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, member.token);
    const feed = async () =>
      parse((await app.http.get(await feedPath(member.token))).text).find(
        (event) => event.uid === `${meetup.id}@packmeet`,
      )!;
    const first = await feed();
    expect(first.location).toBe('Green Lake Park, 7201 E Green Lake Dr N, Seattle, WA 98115, USA');
    expect(first.sequence).toBe(0);

    const moved = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { ...charlotte, date: new Date(Date.parse(meetup.date) + 3600_000).toISOString() },
      member.token,
    );
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.timeZone).toBe('America/New_York');
    const second = await feed();
    // The place name begins the address: it is not said twice.
    expect(second.location).toBe('Freedom Park, 1900 East Blvd, Charlotte, NC 28203, USA');
    expect(second.sequence).toBe(1);
    expect(Date.parse(second.lastModified!)).toBeGreaterThanOrEqual(
      Date.parse(first.lastModified!),
    );
    // Calendars count in whole seconds.
    const later = Math.floor((Date.parse(meetup.date) + 3600_000) / 1000) * 1000;
    expect(second.start).toBe(new Date(later).toISOString());
  });
});

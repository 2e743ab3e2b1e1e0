import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { aSeries, nextWeekday, scheduleSeries } from '../../../../test/support/series.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const DAY = 24 * 3600_000;
const chicagoTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
  });

describe('POST /api/meetup-series', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const occurrencesOf = async (groupId: string, token: string, seriesId: string) => {
    const meetups = await app.http.get<MeetupResponse[]>(`/api/meetups?groupId=${groupId}`, token);
    return meetups.body
      .filter((meetup) => meetup.series?.seriesId === seriesId)
      .sort((a, b) => a.date.localeCompare(b.date));
  };

  it('an organizer schedules a weekly series: eight weeks of real meetups at 9:00 AM local', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const series = await scheduleSeries(app.http, owner.token, group.id);

    expect(series.summary).toBe('Every Saturday at 9:00 AM');
    expect(series.recurrence.timeZone).toBe('America/Chicago');
    expect(series.next).toHaveLength(5);
    const occurrences = await occurrencesOf(group.id, owner.token, series.id);
    // The window is 56 days from today: from two days ahead, seven or eight Saturdays.
    expect(occurrences.length).toBeGreaterThanOrEqual(7);
    expect(occurrences.length).toBeLessThanOrEqual(8);
    const start = series.recurrence.startDate;
    expect(occurrences[0]!.slug).toBe(`saturday-sniff-stroll-${start}`);
    for (const [index, meetup] of occurrences.entries()) {
      expect(chicagoTime(meetup.date)).toBe('9:00 AM');
      expect(Date.parse(meetup.endTime) - Date.parse(meetup.date)).toBe(90 * 60_000);
      expect(meetup.series!.date).toBe(
        new Date(Date.parse(start) + index * 7 * DAY).toISOString().slice(0, 10),
      );
    }
    // Each is a meetup like any other: its event page, its RSVPs.
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const rsvp = await app.http.post(
      `/api/meetups/${occurrences[1]!.id}/rsvp`,
      { status: 'going', dogIds: [] },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const page = await app.http.get(`/api/meetups/by-slug/${occurrences[1]!.slug}`);
    expect(page.status).toBe(200);
    const listed = await app.http.get(`/api/groups/${group.id}/meetup-series`, member.token);
    expect(listed.body.map((one: { summary: string }) => one.summary)).toEqual([
      'Every Saturday at 9:00 AM',
    ]);
  });

  it('only the group organizers schedule a series, and a refusal appends nothing', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const head = (await app.engines.eventStore.headPosition()).toString();
    const refused = await app.http.post('/api/meetup-series', aSeries(group.id), member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the group's organizers can schedule a meetup series.");
    expect((await app.http.post('/api/meetup-series', aSeries(group.id))).status).toBe(401);
    expect((await app.engines.eventStore.headPosition()).toString()).toBe(head);
  });

  it('answers bad input with a 400 that says what is wrong', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const head = (await app.engines.eventStore.headPosition()).toString();
    const cases: [Record<string, unknown>, string][] = [
      [{ frequency: 'daily' }, 'frequency must be one of weekly, biweekly, monthly'],
      [{ time: '9am' }, 'time must be a time of day (HH:MM)'],
      [{ title: '' }, 'Please fill in: title'],
      [{ startDate: '2020-01-04' }, 'The first meetup of the series has already passed'],
      [{ endDate: '2020-01-04' }, 'The end date must be on or after the start date'],
      [
        { endDate: nextWeekday(6, 30), count: 3 },
        'Give an end date or a number of meetups, not both',
      ],
      [{ count: 500 }, 'A series has from 1 to 104 meetups'],
      [{ durationMinutes: 5 }, 'A meetup lasts from 15 minutes to 24 hours'],
    ];
    for (const [overrides, message] of cases) {
      const response = await app.http.post(
        '/api/meetup-series',
        aSeries(group.id, overrides),
        owner.token,
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect((await app.engines.eventStore.headPosition()).toString()).toBe(head);
  });

  it('a count ends the series: no occurrence after the last', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const series = await scheduleSeries(app.http, owner.token, group.id, {
      frequency: 'biweekly',
      count: 2,
    });
    expect(series.summary).toBe('Every other Saturday at 9:00 AM');
    expect(await occurrencesOf(group.id, owner.token, series.id)).toHaveLength(2);
  });

  it("a private group's series exists for its members only", async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { isPrivate: true });
    const series = await scheduleSeries(app.http, owner.token, group.id);
    const outsider = await registerUser(app.http);
    expect((await app.http.get(`/api/meetup-series/${series.id}`, outsider.token)).status).toBe(
      404,
    );
    expect((await app.http.get(`/api/meetup-series/${series.id}`)).status).toBe(404);
    expect((await app.http.get(`/api/meetup-series/${series.id}/calendar.ics`)).status).toBe(404);
    expect(
      (await app.http.get(`/api/groups/${group.id}/meetup-series`, outsider.token)).status,
    ).toBe(403);
    expect((await app.http.get(`/api/meetup-series/${series.id}`, owner.token)).status).toBe(200);
  });

  it('the .ics carries the series as an RRULE in its zone, read by ical.js', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const series = await scheduleSeries(app.http, owner.token, group.id);
    const response = await app.http.get(
      `/api/meetup-series/${series.id}/calendar.ics`,
      owner.token,
    );
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.isRecurring()).toBe(true);
    expect(String(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('rrule'))).toBe(
      'FREQ=WEEKLY;BYDAY=SA',
    );
    expect(event.startDate.zone?.tzid).toBe('America/Chicago');
    expect(event.summary).toBe('Saturday Sniff & Stroll');
    expect(event.sequence).toBe(0);
  });
});

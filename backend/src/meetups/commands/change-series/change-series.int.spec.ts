import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleSeries } from '../../../../test/support/series.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const chicagoTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
  });

describe('changing and ending a meetup series', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function world() {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const series = await scheduleSeries(app.http, owner.token, group.id);
    const occurrences = async () =>
      (await app.http.get<MeetupResponse[]>(`/api/meetups?groupId=${group.id}`, owner.token)).body
        .filter((meetup) => meetup.series?.seriesId === series.id)
        .sort((a, b) => a.date.localeCompare(b.date));
    const going = async (meetup: MeetupResponse) => {
      const rsvp = await app.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going', dogIds: [] },
        member.token,
      );
      expect(rsvp.status, rsvp.text).toBe(200);
    };
    const rsvpOf = async (meetup: MeetupResponse) =>
      (await app.http.get(`/api/meetups/${meetup.id}/rsvp`, member.token)).body;
    const calendar = async () => {
      const response = await app.http.get(
        `/api/meetup-series/${series.id}/calendar.ics`,
        owner.token,
      );
      expect(response.status, response.text).toBe(200);
      return new ICAL.Component(ICAL.parse(response.text));
    };
    return { owner, group, member, series, occurrences, going, rsvpOf, calendar };
  }

  it('edits one occurrence alone: the others keep theirs; the .ics overrides that one', async () => {
    const { owner, occurrences, going, rsvpOf, calendar } = await world();
    const [first, second, third] = await occurrences();
    await going(second!);
    const edit = await app.http.put(
      `/api/meetups/${second!.id}`,
      { title: 'Sniff & Stroll: the rainy one' },
      owner.token,
    );
    expect(edit.status, edit.text).toBe(200);
    const after = await occurrences();
    expect(after.map((meetup) => meetup.title).slice(0, 3)).toEqual([
      first!.title,
      'Sniff & Stroll: the rainy one',
      third!.title,
    ]);
    expect((await rsvpOf(second!)).status).toBe('going');
    const events = (await calendar()).getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    const override = new ICAL.Event(events[1]!);
    expect(override.isRecurrenceException()).toBe(true);
    expect(override.summary).toBe('Sniff & Stroll: the rainy one');
  });

  it('changes this and all following: title and time from that date, RSVPs kept, SEQUENCE bumped', async () => {
    const { owner, series, occurrences, going, rsvpOf, calendar } = await world();
    const before = await occurrences();
    await going(before[3]!);
    const change = await app.http.post(
      `/api/meetup-series/${series.id}/changes`,
      { fromDate: before[2]!.series!.date, title: 'Sunrise Stroll', time: '07:30' },
      owner.token,
    );
    expect(change.status, change.text).toBe(200);
    expect(change.body.summary).toBe('Every Saturday at 7:30 AM');
    expect(change.body.title).toBe('Sunrise Stroll');
    const after = await occurrences();
    expect(after.map((meetup) => [meetup.title, chicagoTime(meetup.date)]).slice(0, 4)).toEqual([
      ['Saturday Sniff & Stroll', '9:00 AM'],
      ['Saturday Sniff & Stroll', '9:00 AM'],
      ['Sunrise Stroll', '7:30 AM'],
      ['Sunrise Stroll', '7:30 AM'],
    ]);
    // Same meetups (same ids and addresses), not new ones.
    expect(after.map((meetup) => meetup.id)).toEqual(before.map((meetup) => meetup.id));
    expect((await rsvpOf(before[3]!)).status).toBe('going');
    const master = (await calendar()).getFirstSubcomponent('vevent')!;
    expect(master.getFirstPropertyValue('sequence')).toBe(1);
    expect(new ICAL.Event(master).summary).toBe('Sunrise Stroll');
  });

  it('refuses a change from someone else, or from a date not in the series', async () => {
    const { owner, member, series, occurrences } = await world();
    const [first] = await occurrences();
    const head = (await app.engines.eventStore.headPosition()).toString();
    const byMember = await app.http.post(
      `/api/meetup-series/${series.id}/changes`,
      { fromDate: first!.series!.date, title: 'Mine now' },
      member.token,
    );
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only the organizer can change this series.');
    const offDate = await app.http.post(
      `/api/meetup-series/${series.id}/changes`,
      { fromDate: '2020-01-04', title: 'x' },
      owner.token,
    );
    expect(offDate.status).toBe(400);
    expect(offDate.body.message).toBe('2020-01-04 is not a date of this series');
    expect((await app.http.post(`/api/meetup-series/nope/end`, {}, member.token)).status).toBe(404);
    expect((await app.engines.eventStore.headPosition()).toString()).toBe(head);
  });

  it('cancels one occurrence: its RSVPs stay, the .ics excludes its date', async () => {
    const { owner, occurrences, going, rsvpOf, calendar } = await world();
    const [, second] = await occurrences();
    await going(second!);
    const cancel = await app.http.post(`/api/meetups/${second!.id}/cancel`, {}, owner.token);
    expect(cancel.body.status).toBe('cancelled');
    expect((await rsvpOf(second!)).status).toBe('going');
    const master = (await calendar()).getFirstSubcomponent('vevent')!;
    const exdates = master
      .getAllProperties('exdate')
      .map((property) => String(property.getFirstValue()));
    expect(exdates).toEqual([`${second!.series!.date}T09:00:00`]);
    // The process manager does not bring a cancelled occurrence back.
    await app.stop();
    app = await startTestApp({ dataDir: app.dataDir });
    expect((await occurrences()).find((meetup) => meetup.id === second!.id)?.status).toBe(
      'cancelled',
    );
  });

  it('ends the series: upcoming occurrences cancelled with their RSVPs kept, none made again', async () => {
    const { owner, member, group, series, occurrences, going, rsvpOf } = await world();
    const before = await occurrences();
    await going(before[0]!);
    expect(
      (await app.http.post(`/api/meetup-series/${series.id}/end`, {}, member.token)).status,
    ).toBe(403);
    const end = await app.http.post(`/api/meetup-series/${series.id}/end`, {}, owner.token);
    expect(end.status, end.text).toBe(200);
    expect(end.body.status).toBe('ended');
    const after = await occurrences();
    expect(after).toHaveLength(before.length);
    expect(after.every((meetup) => meetup.status === 'cancelled')).toBe(true);
    expect((await rsvpOf(before[0]!)).status).toBe('going');
    expect((await app.http.get(`/api/groups/${group.id}/meetup-series`, owner.token)).body).toEqual(
      [],
    );
    const again = await app.http.post(
      `/api/meetup-series/${series.id}/changes`,
      { fromDate: before[0]!.series!.date, title: 'x' },
      owner.token,
    );
    expect(again.status).toBe(409);
  });

  it('those going to a changed or cancelled occurrence are notified, once each', async () => {
    const { owner, member, series, occurrences, going } = await world();
    const [first, second, third] = await occurrences();
    await going(second!);
    await going(third!);
    const change = await app.http.post(
      `/api/meetup-series/${series.id}/changes`,
      { fromDate: second!.series!.date, time: '10:00' },
      owner.token,
    );
    expect(change.status, change.text).toBe(200);
    await app.http.post(`/api/meetups/${third!.id}/cancel`, {}, owner.token);
    const { notifications } = (await app.http.get('/api/notifications', member.token)).body as {
      notifications: { kind: string; link: string }[];
    };
    const about = (kind: string) =>
      notifications
        .filter((notification) => notification.kind === kind)
        .map((notification) => notification.link.split('/').pop())
        .sort();
    expect(about('meetup-changed')).toEqual([second!.slug, third!.slug].sort());
    expect(about('meetup-cancelled')).toEqual([third!.slug]);
    // The first did not change: nothing about it but its scheduling.
    expect(about('meetup-changed')).not.toContain(first!.slug);
    // A series is announced once, by its first occurrence, not by each of its weeks.
    expect(about('meetup-scheduled')).toEqual([first!.slug]);
  });

  it('a restart neither duplicates nor loses an occurrence', async () => {
    const { occurrences } = await world();
    const before = (await occurrences()).map((meetup) => meetup.id);
    await app.stop();
    app = await startTestApp({ dataDir: app.dataDir });
    expect((await occurrences()).map((meetup) => meetup.id)).toEqual(before);
  });
});

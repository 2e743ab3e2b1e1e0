import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { scheduleSeries } from '../../test/support/series.js';
import { startTestSmtp, type TestSmtp } from '../../test/support/smtp.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  isAccountEmail,
  NOTIFICATION_EMAILS,
  type NotificationListResponse,
} from '../contracts/notifications.js';

describe('announcements: pinned, and delivered once to everyone going or waitlisted', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '50',
        MAIL_RETRY_BACKOFF_MS: '100',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const announcementsTo = (email: string) =>
    smtp.received.filter(
      (mail) =>
        mail.subject?.startsWith('Announcement:') &&
        [mail.to ?? []].flat().some((to) => to.text.includes(email)),
    );

  /** Once nothing is left to send: every email the outbox marked sent has arrived. */
  async function outboxSettled() {
    const outbox = app.engines.documentStore.collection(NOTIFICATION_EMAILS);
    await expect
      .poll(
        async () => {
          const emails = (await outbox.find({ kind: 'meetup-announcement' })).filter(
            (email) => !isAccountEmail(email.kind),
          );
          const pending = emails.some((e) => e.status === 'queued' || e.status === 'sending');
          const sent = emails.filter((e) => e.status === 'sent').length;
          const arrived = smtp.received.filter((m) => m.subject?.startsWith('Announcement:'));
          return !pending && arrived.length >= sent;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  it('reaches the going and the waitlisted, in-app and by their email preference, exactly once', async () => {
    const organizer = await registerUser(app.http, { firstName: 'Olga' });
    const group = await createGroup(app.http, organizer.token);
    const [going, waiting, quiet, idle] = [
      await registerUser(app.http, { firstName: 'Gina' }),
      await registerUser(app.http, { firstName: 'Walt' }),
      await registerUser(app.http, { firstName: 'Quinn' }),
      await registerUser(app.http, { firstName: 'Ida' }),
    ];
    for (const person of [going, waiting, quiet, idle])
      await joinGroup(app.http, person.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, { maxAttendees: 5 });
    const rsvp = async (token: string) => {
      const answer = await app.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going' },
        token,
      );
      expect(answer.status, answer.text).toBe(200);
    };
    await rsvp(going.token);
    await rsvp(quiet.token);
    // Others fill the places left, so Walt waits.
    for (;;) {
      const { placesLeft } = (await app.http.get(`/api/meetups/${meetup.id}`, organizer.token))
        .body;
      if (placesLeft === 0) break;
      const filler = await registerUser(app.http);
      await joinGroup(app.http, filler.token, group.id);
      await rsvp(filler.token);
    }
    await rsvp(waiting.token);
    const waitingAnswer = await app.http.get(`/api/meetups/${meetup.id}/rsvp`, waiting.token);
    expect(waitingAnswer.body.status).toBe('waitlisted');
    const quietPref = await app.http.put(
      '/api/notifications/preferences',
      { kind: 'meetup-announcement', channel: 'email', enabled: false },
      quiet.token,
    );
    expect(quietPref.status, quietPref.text).toBe(200);

    const byMember = await app.http.post(
      `/api/meetups/${meetup.id}/announcements`,
      { text: 'We moved to the shaded field' },
      going.token,
    );
    expect([byMember.status, byMember.body.code]).toEqual([403, 'DISCUSSION.ORGANIZERS_ONLY']);
    const notSeries = await app.http.post(
      `/api/meetups/${meetup.id}/announcements`,
      { text: 'Every week', wholeSeries: true },
      organizer.token,
    );
    expect([notSeries.status, notSeries.body.code]).toEqual([400, 'DISCUSSION.NOT_A_SERIES']);

    const announced = await app.http.post(
      `/api/meetups/${meetup.id}/announcements`,
      { text: 'We moved to the shaded field' },
      organizer.token,
    );
    expect(announced.status, announced.text).toBe(201);
    expect(announced.body).toMatchObject({
      announcement: true,
      text: 'We moved to the shaded field',
    });
    await app.http.post(`/api/meetups/${meetup.id}/discussion`, { text: 'Thanks!' }, going.token);
    const thread = await app.http.get(`/api/meetups/${meetup.id}/discussion`, going.token);
    expect(thread.body.announcements.map((a: { id: string }) => a.id)).toEqual([announced.body.id]);
    expect(thread.body.posts.map((p: { text: string }) => p.text)).toEqual(['Thanks!']);

    const inbox = async (token: string) =>
      (
        await app.http.get<NotificationListResponse>('/api/notifications', token)
      ).body.notifications.filter((n) => n.kind === 'meetup-announcement');
    for (const person of [going, waiting, quiet]) {
      const entries = await inbox(person.token);
      expect(entries, person.firstName).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        title: `Announcement: ${meetup.title}`,
        body: 'We moved to the shaded field',
        link: `/event/${meetup.slug}#discussion`,
      });
    }
    expect(await inbox(idle.token)).toEqual([]);
    expect(await inbox(organizer.token)).toEqual([]);

    await outboxSettled();
    expect(announcementsTo(going.email)).toHaveLength(1);
    expect(announcementsTo(waiting.email)).toHaveLength(1);
    expect(announcementsTo(quiet.email)).toHaveLength(0);
    expect(announcementsTo(idle.email)).toHaveLength(0);
    expect(announcementsTo(going.email)[0]!.text).toContain('We moved to the shaded field');
  });

  it('reaches every upcoming occurrence of a series, pinned on each, once per person', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const series = await scheduleSeries(app.http, organizer.token, group.id);
    const [first, second, third] = series.next;
    const regular = await registerUser(app.http, { firstName: 'Rita' });
    const once = await registerUser(app.http, { firstName: 'Otto' });
    for (const person of [regular, once]) await joinGroup(app.http, person.token, group.id);
    const rsvp = async (token: string, meetupId: string) =>
      expect(
        (await app.http.post(`/api/meetups/${meetupId}/rsvp`, { status: 'going' }, token)).status,
      ).toBe(200);
    await rsvp(regular.token, first!.id);
    await rsvp(regular.token, second!.id);
    await rsvp(once.token, third!.id);

    const announced = await app.http.post(
      `/api/meetups/${first!.id}/announcements`,
      { text: 'Leashes on until the meadow, every week', wholeSeries: true },
      organizer.token,
    );
    expect(announced.status, announced.text).toBe(201);
    for (const meetup of [first!, second!, third!]) {
      const thread = await app.http.get(`/api/meetups/${meetup.id}/discussion`, once.token);
      expect(thread.body.announcements.map((a: { id: string }) => a.id)).toEqual([
        announced.body.id,
      ]);
    }
    for (const person of [regular, once]) {
      const told = (
        await app.http.get<NotificationListResponse>('/api/notifications', person.token)
      ).body.notifications.filter((n) => n.kind === 'meetup-announcement');
      expect(told, person.firstName).toHaveLength(1);
      expect(told[0]!.body).toBe('Leashes on until the meadow, every week');
    }
  });

  it('tells the person an @username names, once, and no one who cannot see the thread', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token, { isPrivate: true });
    const stranger = await registerUser(app.http);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const post = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: `@${organizer.username} and @${stranger.username}: gate code?` },
      organizer.token,
    );
    expect(post.status).toBe(201);
    const mentions = async (token: string) =>
      (
        await app.http.get<NotificationListResponse>('/api/notifications', token)
      ).body.notifications.filter((n) => n.kind === 'discussion-mention');
    // Nobody is told of their own mention; a stranger never learns of a private thread.
    expect(await mentions(organizer.token)).toEqual([]);
    expect(await mentions(stranger.token)).toEqual([]);

    const member = await registerUser(app.http, { firstName: 'Mona' });
    const memberId = await userIdOf(app.http, member.token);
    await app.http.post(
      `/api/groups/${group.id}/join-requests`,
      { message: 'Hi', dogIds: [], houseRulesAccepted: true },
      member.token,
    );
    await app.http.post(
      `/api/groups/${group.id}/join-requests/${memberId}/approve`,
      {},
      organizer.token,
    );
    await app.http.put(
      `/api/discussion/${post.body.id}`,
      { text: `@${member.username} gate code?` },
      organizer.token,
    );
    await app.http.put(
      `/api/discussion/${post.body.id}`,
      { text: `@${member.username} gate code is 1234` },
      organizer.token,
    );
    const told = await mentions(member.token);
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/event/${meetup.slug}#discussion`);
  });

  it('announces a change of place from the edit form in one step, once, instead of a second notice', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const going = await registerUser(app.http, { firstName: 'Gus' });
    await joinGroup(app.http, going.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, going.token);

    const titleOnly = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { title: 'New title', announcement: 'Read this' },
      organizer.token,
    );
    expect([titleOnly.status, titleOnly.body.code]).toEqual([400, 'MEETUPS.NOTHING_TO_ANNOUNCE']);
    const moved = await app.http.put(
      `/api/meetups/${meetup.id}`,
      {
        location: '1100 Stratford Dr, Austin, TX 78746, USA',
        locationDisplay: 'Red Bud Isle',
        announcement: 'Moved to Red Bud Isle: the park floods',
      },
      organizer.token,
    );
    expect(moved.status, moved.text).toBe(200);

    await expect
      .poll(
        async () =>
          (await app.http.get(`/api/meetups/${meetup.id}/discussion`, going.token)).body
            .announcements,
        { timeout: 10_000 },
      )
      .toEqual([expect.objectContaining({ text: 'Moved to Red Bud Isle: the park floods' })]);
    const kinds = (
      await app.http.get<NotificationListResponse>('/api/notifications', going.token)
    ).body.notifications
      .map((n) => n.kind)
      .filter((kind) => kind === 'meetup-announcement' || kind === 'meetup-changed');
    expect(kinds).toEqual(['meetup-announcement']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PUSH,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationPush,
  type OutboxResponse,
} from '../contracts/notifications.js';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import {
  isAccountEmail,
  NOTIFICATION_EMAILS,
  type NotificationEmailDocument,
} from '../contracts/notifications.js';
import { ReminderTimer } from './process/reminder-timer.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestSmtp, type TestSmtp } from '../../test/support/smtp.js';
import { connect } from '../../test/support/sockets.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

const HOUR = 3_600_000;

describe('notifications: in-app and email through a real SMTP server', () => {
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

  const mailsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(email));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Resolves once the outbox holds nothing still to send to `user` and every email it marked sent
   * to them has arrived: what they received is then all they will receive, without guessing a delay.
   */
  async function mailSettled(user: { token: string; email: string }) {
    const userId = await userIdOf(app.http, user.token);
    const outbox =
      app.engines.documentStore.collection<NotificationEmailDocument>(NOTIFICATION_EMAILS);
    await expect
      .poll(
        async () => {
          // Account emails (the sign-up's verification link) arrive apart, in smtp.accountMails.
          const emails = (await outbox.find({ userId })).filter((e) => !isAccountEmail(e.kind));
          const pending = emails.some((e) => e.status === 'queued' || e.status === 'sending');
          const sent = emails.filter((e) => e.status === 'sent').length;
          return !pending && mailsTo(user.email).length >= sent;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  }

  it('tells members of a new meetup in-app and by email, once, with a way to stop it', async () => {
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http, { firstName: 'Rosa' });
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, member.token, group.id);
    const before = smtp.received.length;
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);

    const list = await app.http.get<NotificationListResponse>('/api/notifications', member.token);
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.notifications[0]).toMatchObject({
      kind: 'meetup-scheduled',
      read: false,
      link: `/event/${meetup.slug}`,
      title: `New meetup in ${group.name}: ${meetup.title}`,
    });
    const organizerList = await app.http.get<NotificationListResponse>(
      '/api/notifications',
      organizer.token,
    );
    expect(organizerList.body.unreadCount).toBe(0);

    await smtp.waitFor(before + 1);
    await mailSettled(member);
    const [mail, ...more] = mailsTo(member.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`New meetup in ${group.name}: ${meetup.title}`);
    expect(mail!.text).toContain('Hi Rosa,');
    expect(mail!.text).toContain(`${app.config.publicUrl}/event/${meetup.slug}`);
    expect(mail!.html).toContain('Open it on PackMeet');
    expect(mail!.html).not.toMatch(/<img/i);
    const header = (name: string) =>
      mail!.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(.+)>/.exec(header('list-unsubscribe') ?? '')![1]!;

    // RFC 8058 one-click: a POST with the form body, no sign-in.
    const path = unsubscribe.slice(app.config.publicUrl.length);
    const confirm = await fetch(app.url + path);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Stop these emails?');
    const posted = await fetch(app.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    expect(await posted.text()).toContain('You are unsubscribed');
    const preferences = await app.http.get<NotificationPreferences>(
      '/api/notifications/preferences',
      member.token,
    );
    expect(preferences.body['meetup-scheduled']).toEqual({ inApp: true, email: false });

    const sent = smtp.received.length;
    await scheduleMeetup(app.http, organizer.token, group.id, { title: 'Second sniff' });
    await mailSettled(member);
    expect(smtp.received.length).toBe(sent);
    const after = await app.http.get<NotificationListResponse>('/api/notifications', member.token);
    expect(after.body.unreadCount).toBe(2);

    const forged = await fetch(`${app.url}/api/notifications/unsubscribe?token=x.y`, {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
  });

  it('marks one read, then all read', async () => {
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, member.token, group.id);
    await scheduleMeetup(app.http, organizer.token, group.id);
    await scheduleMeetup(app.http, organizer.token, group.id, { title: 'Another walk' });
    const list = await app.http.get<NotificationListResponse>('/api/notifications', member.token);
    expect(list.body.unreadCount).toBe(2);
    const first = list.body.notifications[0]!;
    const read = await app.http.post<NotificationListResponse>(
      `/api/notifications/${encodeURIComponent(first.id)}/read`,
      undefined,
      member.token,
    );
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(1);
    const someoneElses = await app.http.post(
      `/api/notifications/${encodeURIComponent(first.id)}/read`,
      undefined,
      organizer.token,
    );
    expect(someoneElses.status).toBe(404);
    const all = await app.http.post<NotificationListResponse>(
      '/api/notifications/read-all',
      undefined,
      member.token,
    );
    expect(all.body.unreadCount).toBe(0);
    expect(all.body.notifications.every((notification) => notification.read)).toBe(true);
  });

  it('pushes a new notification, worded from its cause, to its recipient’s own socket', async () => {
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, member.token, group.id);
    const socket = await connect(app.url, member.token);
    try {
      const pushes: NotificationPush[] = [];
      socket.on(NOTIFICATION_PUSH, (push: NotificationPush) => pushes.push(push));
      const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
      await expect.poll(() => pushes.length).toBe(1);
      expect(pushes[0]).toMatchObject({
        unreadCount: 1,
        notification: {
          kind: 'meetup-scheduled',
          read: false,
          title: `New meetup in ${group.name}: ${meetup.title}`,
          meetup: { id: meetup.id, slug: meetup.slug },
        },
      });
      const list = await app.http.get<NotificationListResponse>('/api/notifications', member.token);
      expect(pushes[0]!.notification).toEqual(list.body.notifications[0]);
    } finally {
      socket.close();
    }
  });

  it('emails everyone who answered a cancelled meetup exactly once, and honours preferences', async () => {
    const organizer = await registerUser(app.http);
    const going = await registerUser(app.http);
    const maybe = await registerUser(app.http);
    const quiet = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    for (const person of [going, maybe, quiet]) await joinGroup(app.http, person.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    for (const [person, status] of [
      [going, 'going'],
      [maybe, 'maybe'],
      [quiet, 'going'],
    ] as const) {
      const rsvp = await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status }, person.token);
      expect(rsvp.status, rsvp.text).toBe(200);
    }
    const off = await app.http.put<NotificationPreferences>(
      '/api/notifications/preferences',
      { kind: 'meetup-cancelled', channel: 'email', enabled: false },
      quiet.token,
    );
    expect(off.status).toBe(200);
    expect(off.body['meetup-cancelled']).toEqual({ inApp: true, email: false });
    const bad = await app.http.put(
      '/api/notifications/preferences',
      { kind: 'everything', channel: 'email', enabled: false },
      quiet.token,
    );
    expect(bad.status).toBe(400);

    const cancelled = await app.http.post(
      `/api/meetups/${meetup.id}/cancel`,
      { reason: 'Thunderstorms' },
      organizer.token,
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const person of [going, maybe, quiet]) await mailSettled(person);
    const subject = `${meetup.title} is cancelled`;
    const cancellations = (email: string) =>
      mailsTo(email).filter((mail) => mail.subject === subject);
    expect(cancellations(going.email)).toHaveLength(1);
    expect(cancellations(maybe.email)).toHaveLength(1);
    expect(cancellations(quiet.email)).toHaveLength(0);
    expect(cancellations(organizer.email)).toHaveLength(0);
    expect(cancellations(going.email)[0]!.text).toContain('The organizer wrote: Thunderstorms');
    const quietList = await app.http.get<NotificationListResponse>(
      '/api/notifications',
      quiet.token,
    );
    expect(quietList.body.notifications.map((n) => n.kind)).toContain('meetup-cancelled');
  });

  it('retries after an SMTP failure and shows the outbox to administrators', async () => {
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, member.token, group.id);
    smtp.failNext(2);
    await scheduleMeetup(app.http, organizer.token, group.id, { title: 'Retry walk' });
    const until = Date.now() + 10_000;
    while (!mailsTo(member.email).some((mail) => mail.subject?.includes('Retry walk'))) {
      if (Date.now() > until) throw new Error('the email never arrived after the failures');
      await sleep(50);
    }
    await mailSettled(member);
    expect(mailsTo(member.email).filter((m) => m.subject?.includes('Retry walk'))).toHaveLength(1);

    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const outbox = await app.http.get<OutboxResponse>('/api/admin/notifications', admin.token);
    expect(outbox.status).toBe(200);
    expect(outbox.body.emailEnabled).toBe(true);
    expect(outbox.body.counts.sent).toBeGreaterThan(0);
    // The latest emails, newest first: the administrator's own sign-up link was queued last.
    const { recent } = outbox.body;
    const times = recent.map((email) => email.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    expect(recent[0]).toMatchObject({ kind: 'verify-email' });
    expect(recent).toContainEqual(
      expect.objectContaining({ kind: 'meetup-scheduled', status: 'sent', attempts: 3 }),
    );
    const forbidden = await app.http.get('/api/admin/notifications', member.token);
    expect(forbidden.status).toBe(403);
    const metrics = await app.http.get('/metrics');
    expect(metrics.text).toMatch(/notification_emails_total\{outcome="retried"\} 2/);
  });

  it('reminds a going owner 2 hours before, and not of a moment already passed', async () => {
    const organizer = await registerUser(app.http);
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, owner.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 2 * HOUR + 1_500).toISOString(),
      title: 'Soon sniff',
    });
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, owner.token);
    const until = Date.now() + 10_000;
    while (!mailsTo(owner.email).some((mail) => mail.subject === 'Reminder: Soon sniff')) {
      if (Date.now() > until) throw new Error('no reminder arrived');
      await sleep(50);
    }
    // One more full pass of the reminder timer: a second reminder would be queued by it.
    await app.app.get(ReminderTimer).drain();
    await mailSettled(owner);
    const reminders = mailsTo(owner.email).filter(
      (mail) => mail.subject === 'Reminder: Soon sniff',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/When: .+ (UTC|[A-Z]{2,4})/);
  });
});

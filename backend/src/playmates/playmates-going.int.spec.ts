import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_EMAILS,
  type NotificationListResponse,
  type NotificationPreferences,
} from '../contracts/notifications.js';
import { CLOCK, type Clock } from '../shared/clock.port.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../shared/read-model-sync.port.js';
import { registerUser } from '../../test/support/accounts.js';
import { addDog } from '../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestSmtp, type TestSmtp } from '../../test/support/smtp.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { PlaymatesGoingReaction } from './reactions/playmates-going.reaction.js';

/*
 * "Pepper's playmate Juno is going to ...": over HTTP, with a real SMTP
 * server, a restart on the same data, a private group and a block. Ann owns
 * Pepper, Ben owns Juno; the two dogs became playmates at a first meetup.
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('playmates going: a notification off by default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-playmates-going-'));
  let smtp: TestSmtp;
  let app: TestApp;
  const start = () =>
    startTestApp({
      dataDir,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '50',
      },
    });

  type Owner = { token: string; email: string; id: string; dog: { id: string } };
  let organizer: { token: string };
  let groupId: string;
  let ann: Owner;
  let ben: Owner;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await start();
    organizer = await registerUser(app.http);
    groupId = (await createGroup(app.http, organizer.token)).id;
    const first = await scheduleMeetup(app.http, organizer.token, groupId, {
      date: new Date(Date.now() + 60_000).toISOString(),
      endTime: new Date(Date.now() + 60_000 + HOUR).toISOString(),
    });
    const owner = async (firstName: string, dogName: string): Promise<Owner> => {
      const user = await registerUser(app.http, { firstName });
      await joinGroup(app.http, user.token, groupId);
      const dog = await addDog(app.http, user.token, { name: dogName });
      const id = await userIdOf(app.http, user.token);
      await rsvp(first.id, user.token, 'going', [dog.id]);
      const checkIn = await app.http.post(
        `/api/meetups/${first.id}/check-in`,
        { userId: id },
        organizer.token,
      );
      expect(checkIn.status, checkIn.text).toBe(200);
      return { ...user, id, dog };
    };
    ann = await owner('Ann', 'Pepper');
    ben = await owner('Ben', 'Juno');
    // After the first meetup, both owners mark each other's dog: Pepper and Juno are playmates.
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + 2 * HOUR),
    );
    for (const [who, other] of [
      [ann, ben],
      [ben, ann],
    ] as const) {
      const marked = await app.http.post(
        `/api/meetups/${first.id}/played-well`,
        { dogId: who.dog.id, otherDogId: other.dog.id },
        who.token,
      );
      expect(marked.status, marked.text).toBe(200);
    }
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function rsvp(meetupId: string, token: string, status: string, dogIds?: string[]) {
    const response = await app.http.post(
      `/api/meetups/${meetupId}/rsvp`,
      { status, ...(dogIds ? { dogIds } : {}) },
      token,
    );
    expect(response.status, response.text).toBe(200);
  }
  const aMeetup = (token = organizer.token, group = groupId) =>
    scheduleMeetup(app.http, token, group, {
      title: 'Saturday walk',
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });

  /** The reaction has followed the log to its head, and the read models have what it appended. */
  async function settled() {
    const head = await app.engines.eventStore.headPosition();
    const reaction = app.app.get(PlaymatesGoingReaction);
    await expect.poll(() => reaction.position >= head).toBe(true);
    const readModels = app.app.get<ReadModelSync>(READ_MODEL_SYNC);
    await readModels.waitFor(await app.engines.eventStore.headPosition());
  }
  const toldAnn = async () =>
    (
      await app.http.get<NotificationListResponse>('/api/notifications', ann.token)
    ).body.notifications.filter((n) => n.kind === 'playmate-going');
  const emailsToAnn = () =>
    app.engines.documentStore
      .collection(NOTIFICATION_EMAILS)
      .find({ userId: ann.id, kind: 'playmate-going' });
  const mailsToAnn = () =>
    smtp.received.filter(
      (mail) => mail.subject?.includes('playmate') && mail.text?.includes('Ann'),
    );

  it('tells nobody who has not turned it on: it is off by default', async () => {
    const preferences = await app.http.get<NotificationPreferences>(
      '/api/notifications/preferences',
      ann.token,
    );
    expect(preferences.body['playmate-going']).toEqual({ inApp: false, email: false });
    expect(preferences.body['meetup-scheduled']).toEqual({ inApp: true, email: true });

    const meetup = await aMeetup();
    await rsvp(meetup.id, ben.token, 'going', [ben.dog.id]);
    await settled();
    expect(await toldAnn()).toEqual([]);
    expect(await emailsToAnn()).toEqual([]);
  });

  it('once turned on, tells once in the app and by email, however the answer flips, across a restart', async () => {
    for (const channel of ['inApp', 'email'])
      await app.http.put(
        '/api/notifications/preferences',
        { kind: 'playmate-going', channel, enabled: true },
        ann.token,
      );
    const meetup = await aMeetup();
    await rsvp(meetup.id, ben.token, 'going', [ben.dog.id]);
    await rsvp(meetup.id, ben.token, 'not_going');
    await rsvp(meetup.id, ben.token, 'going', [ben.dog.id]);
    await settled();
    const told = await toldAnn();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: "Pepper's playmate Juno is going to Saturday walk",
      link: `/event/${meetup.slug}`,
    });
    await expect.poll(async () => (await emailsToAnn()).map((e) => e.status)).toEqual(['sent']);
    await expect.poll(() => mailsToAnn().length).toBe(1);
    expect(mailsToAnn()[0]!.subject).toBe("Pepper's playmate Juno is going to Saturday walk");
    // Ben saw nothing of it, and is told nothing about his own dog.
    const bens = await app.http.get<NotificationListResponse>('/api/notifications', ben.token);
    expect(bens.body.notifications.filter((n) => n.kind === 'playmate-going')).toEqual([]);

    // A restart on the same data follows the log again; going again after it tells no one twice.
    await app.stop();
    app = await start();
    await rsvp(meetup.id, ben.token, 'not_going');
    await rsvp(meetup.id, ben.token, 'going', [ben.dog.id]);
    await settled();
    expect(await toldAnn()).toHaveLength(1);
    expect((await emailsToAnn()).map((e) => e.status)).toEqual(['sent']);
    expect(mailsToAnn()).toHaveLength(1);
  });

  it('tells nothing of a private group’s meetup to someone outside it', async () => {
    const privateGroup = await createGroup(app.http, ben.token, { isPrivate: true });
    const meetup = await aMeetup(ben.token, privateGroup.id);
    await rsvp(meetup.id, ben.token, 'going', [ben.dog.id]);
    await settled();
    expect((await toldAnn()).map((n) => n.link)).not.toContain(`/event/${meetup.slug}`);
    expect(await toldAnn()).toHaveLength(1);
  });

  it('tells nothing across a block', async () => {
    const block = await app.http.post(`/api/users/${ben.id}/block`, undefined, ann.token);
    expect(block.status, block.text).toBe(200);
    const meetup = await aMeetup();
    await rsvp(meetup.id, ben.token, 'going', [ben.dog.id]);
    await settled();
    expect(await toldAnn()).toHaveLength(1);
    expect(await emailsToAnn()).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  DogAdded,
  MeetupScheduled,
  NotificationPreferenceSet,
  PlaymateGoingNotified,
} from '@packmeet/backend/contracts/events';
import {
  NOTIFICATION_EMAILS,
  NOTIFICATIONS,
  forRecipient,
  type NotificationDocument,
  type NotificationEmailDocument,
} from '@packmeet/backend/contracts/notifications';
import { describeNotification } from '@packmeet/backend/contracts/notification-wording';
import { project } from '../testing/projection-testing.js';
import { notificationsProjection } from './notifications.projection.js';

// Ben's Juno goes to m1; Ann's Pepper is Juno's playmate.
const dog = (dogId: string, ownerId: string, name: string | null) =>
  DogAdded({
    dogId,
    ownerId,
    name: name as string,
    breed: null,
    age: null,
    description: null,
    trainingLevel: 'basic',
    trainingWarnings: [],
    specialNeeds: null,
    bio: null,
    profilePicture: null,
  });
const scheduled = MeetupScheduled({
  meetupId: 'm1',
  slug: 'saturday-walk',
  groupId: null,
  organizerId: 'org',
  city: 'Austin',
  state: 'TX',
  title: 'Saturday walk',
  description: 'Slow walk',
  location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
  locationDisplay: 'Zilker Park',
  latitude: 30.2669,
  longitude: -97.7729,
  parkType: 'dog_park',
  startsAt: '2026-11-29T15:00:00.000Z',
  endsAt: '2026-11-29T17:00:00.000Z',
  maxAttendees: 5,
  unregisteredAttendees: 0,
});
const turnedOn = ['inApp', 'email'].map((channel) =>
  NotificationPreferenceSet({
    userId: 'ann',
    kind: 'playmate-going',
    channel: channel as 'inApp' | 'email',
    enabled: true,
    via: 'profile',
  }),
);
const told = PlaymateGoingNotified({
  meetupId: 'm1',
  dogId: 'juno',
  ownerId: 'ben',
  recipients: [{ userId: 'ann', dogIds: ['pepper'] }],
});
const key = 'playmate-going:m1:juno:ann';

/** Ann's notification as her list has it, and her email. */
async function documentsAfter(events: Parameters<typeof project>[1]) {
  const { documents } = await project([notificationsProjection], events);
  const told = await documents
    .collection<NotificationDocument>(NOTIFICATIONS)
    .findOne({ kind: 'playmate-going', recipients: 'ann' });
  return {
    inbox: told && forRecipient(told, 'ann'),
    outbox: await documents
      .collection<NotificationEmailDocument>(NOTIFICATION_EMAILS)
      .findOne({ _id: key }),
  };
}

describe('playmates going in the notifications projection', () => {
  it('names the recipient’s dog and the playmate, in the app and by email, once turned on', async () => {
    const { inbox, outbox } = await documentsAfter([
      dog('juno', 'ben', 'Juno'),
      dog('pepper', 'ann', 'Pepper'),
      scheduled,
      ...turnedOn,
      told,
    ]);
    expect(inbox).toMatchObject({ userId: 'ann', dogNames: ['Pepper'], playmateName: 'Juno' });
    expect(describeNotification(inbox!).title).toBe(
      "Pepper's playmate Juno is going to Saturday walk",
    );
    expect(outbox).toMatchObject({
      status: 'queued',
      playmateName: 'Juno',
      expiresAt: scheduled.data.startsAt,
    });
  });

  it('keeps what it told earlier when the owner of a playmate linked later is told', async () => {
    const { documents } = await project(
      [notificationsProjection],
      [
        dog('juno', 'ben', 'Juno'),
        dog('pepper', 'ann', 'Pepper'),
        dog('rex', 'cy', 'Rex'),
        scheduled,
        ...turnedOn,
        ...turnedOn.map((event) => ({ ...event, data: { ...event.data, userId: 'cy' } })),
        told,
        { ...told, data: { ...told.data, recipients: [{ userId: 'cy', dogIds: ['rex'] }] } },
      ],
    );
    const notifications = await documents
      .collection<NotificationDocument>(NOTIFICATIONS)
      .find({ kind: 'playmate-going' });
    expect(notifications.map((each) => each.recipients).sort()).toEqual([['ann'], ['cy']]);
    const cys = notifications.find((each) => each.recipients.includes('cy'))!;
    expect(describeNotification(forRecipient(cys, 'cy')).title).toBe(
      "Rex's playmate Juno is going to Saturday walk",
    );
  });

  it('writes nothing for someone who never turned it on (off by default)', async () => {
    const { inbox, outbox } = await documentsAfter([
      dog('juno', 'ben', 'Juno'),
      dog('pepper', 'ann', 'Pepper'),
      scheduled,
      told,
    ]);
    expect(inbox).toBeNull();
    expect(outbox).toBeNull();
  });

  it('keeps no forgotten owner’s dog name, and a replay after the deletion reads the same', async () => {
    const forgotten = await documentsAfter([
      dog('juno', 'ben', 'Juno'),
      dog('pepper', 'ann', 'Pepper'),
      scheduled,
      ...turnedOn,
      told,
      AccountDeleted({ userId: 'ben' }),
    ]);
    expect(forgotten.inbox).toMatchObject({ dogNames: ['Pepper'], playmateName: null });
    expect(forgotten.outbox).toMatchObject({ playmateName: null });
    expect(JSON.stringify(forgotten)).not.toContain('Juno');
    expect(describeNotification(forgotten.inbox!).title).toBe(
      "One of Pepper's playmates is going to Saturday walk",
    );
    // The log as the event store reads it after the deletion: Ben's dog events are shredded.
    const replayed = await documentsAfter([
      dog('juno', 'ben', null),
      dog('pepper', 'ann', 'Pepper'),
      scheduled,
      ...turnedOn,
      told,
      AccountDeleted({ userId: 'ben' }),
    ]);
    expect(replayed.inbox).toMatchObject({ dogNames: ['Pepper'], playmateName: null });
  });
});

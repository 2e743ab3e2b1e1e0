import { describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  AllNotificationsRead,
  GroupCreated,
  GroupJoined,
  GroupJoinRequested,
  GroupLeft,
  MeetupAnnouncementPosted,
  MeetupScheduled,
  NotificationRead,
  RsvpSet,
} from '@packmeet/backend/contracts/events';
import {
  NOTIFICATIONS,
  type NotificationDocument,
} from '@packmeet/backend/contracts/notifications';
import { FORMER_MEMBER, REMOVED_TEXT } from '@packmeet/backend/contracts/personal-data';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { notificationsProjection } from './notifications.projection.js';

// Olive owns g1 with Ann and Ben as members; g2 is Olive's too, with Ann.
const group = (groupId: string, name: string) =>
  GroupCreated({
    groupId,
    creatorId: 'olive',
    name,
    description: 'Walks',
    city: 'Tacoma',
    state: 'WA',
    latitude: null,
    longitude: null,
    isPrivate: true,
  });
const scheduled = (meetupId: string, groupId: string) =>
  MeetupScheduled({
    meetupId,
    slug: `walk-${meetupId}`,
    groupId,
    organizerId: 'olive',
    city: 'Tacoma',
    state: 'WA',
    title: `Walk ${meetupId}`,
    description: 'Slow walk',
    location: 'Point Defiance Park, Tacoma, WA',
    locationDisplay: 'Point Defiance',
    latitude: 47.3,
    longitude: -122.5,
    parkType: 'dog_park',
    startsAt: '2026-11-29T15:00:00.000Z',
    endsAt: '2026-11-29T17:00:00.000Z',
    maxAttendees: 10,
    unregisteredAttendees: 0,
  });
const given = [
  group('g1', 'Tacoma Noses'),
  group('g2', 'Tacoma Paws'),
  GroupJoined({ groupId: 'g1', userId: 'ann', role: 'member' }),
  GroupJoined({ groupId: 'g1', userId: 'ben', role: 'member' }),
  GroupJoined({ groupId: 'g2', userId: 'ann', role: 'member' }),
  scheduled('m1', 'g1'),
  scheduled('m2', 'g2'),
];

const going = (meetupId: string, userId: string) =>
  RsvpSet({ meetupId, userId, status: 'going', dogIds: [] });
// Olive announces on m1 and m2 at once: Ann goes to both, Ben to m2 only.
const announced = MeetupAnnouncementPosted({
  postId: 'p1',
  meetupIds: ['m1', 'm2'],
  groupId: null,
  authorId: 'olive',
  text: 'Bring water',
  cause: 'written',
});

async function stored(events: Parameters<typeof project>[1]) {
  const { documents } = await project([notificationsProjection], events);
  const found = await documents
    .collection<NotificationDocument>(NOTIFICATIONS)
    .find({}, { sort: { _id: 1 } });
  return withoutPosition(found) as NotificationDocument[];
}

describe('one in-app notification per cause, naming whom it tells', () => {
  it('stores what a meetup tells its group once, with its recipients', async () => {
    const documents = await stored(given);
    expect(documents).toEqual([
      {
        _id: 'meetup-scheduled:m1',
        kind: 'meetup-scheduled',
        createdAt: '2026-11-01T12:00:00.000Z',
        link: '/event/walk-m1',
        meetup: {
          id: 'm1',
          slug: 'walk-m1',
          title: 'Walk m1',
          startsAt: '2026-11-29T15:00:00.000Z',
          timeZone: 'America/Los_Angeles',
        },
        group: { id: 'g1', name: 'Tacoma Noses' },
        recipients: ['ann', 'ben'],
        readBy: [],
      },
      expect.objectContaining({ _id: 'meetup-scheduled:m2', recipients: ['ann'] }),
    ]);
  });

  it('marks one read for its reader only, then all, including a read recorded before version 6', async () => {
    const read = await stored([
      ...given,
      going('m1', 'ann'),
      going('m2', 'ann'),
      going('m2', 'ben'),
      announced,
      NotificationRead({ userId: 'ben', notificationId: 'meetup-scheduled:m1:ben' }),
      // Before version 6 an announcement's key had no meetup: `<kind>:<post>:<recipient>`.
      NotificationRead({ userId: 'ben', notificationId: 'meetup-announcement:p1:ben' }),
    ]);
    const readBy = Object.fromEntries(read.map((document) => [document._id, document.readBy]));
    expect(readBy).toEqual({
      'meetup-announcement:p1:m1': [],
      'meetup-announcement:p1:m2': ['ben'],
      'meetup-scheduled:m1': ['ben'],
      'meetup-scheduled:m2': [],
    });
    // Each person is told once, at the first of the meetups they go to.
    expect(read.map((document) => document.recipients)).toEqual([
      ['ann'],
      ['ben'],
      ['ann', 'ben'],
      ['ann'],
    ]);
    const all = await stored([
      ...given,
      NotificationRead({ userId: 'ben', notificationId: 'meetup-scheduled:m1:ben' }),
      AllNotificationsRead({ userId: 'ann' }),
    ]);
    expect(all.map((document) => document.readBy)).toEqual([['ben', 'ann'], ['ann']]);
  });

  it('takes a leaver off that group’s notifications, and drops one told to them alone', async () => {
    const documents = await stored([
      ...given,
      GroupLeft({ groupId: 'g2', userId: 'ann' }),
      GroupLeft({ groupId: 'g1', userId: 'ann' }),
    ]);
    expect(documents).toEqual([
      expect.objectContaining({ _id: 'meetup-scheduled:m1', recipients: ['ben'], readBy: [] }),
    ]);
  });

  it('keeps no forgotten author’s name or words, and no forgotten recipient', async () => {
    const asked = GroupJoinRequested({
      groupId: 'g1',
      userId: 'zed',
      message: null,
      dogIds: [],
      inviteId: null,
      houseRulesAccepted: true,
    });
    const documents = await stored([
      ...given,
      going('m1', 'ann'),
      going('m2', 'ben'),
      announced,
      asked,
      NotificationRead({ userId: 'ann', notificationId: 'meetup-scheduled:m1:ann' }),
      AccountDeleted({ userId: 'zed' }),
      AccountDeleted({ userId: 'olive' }),
      AccountDeleted({ userId: 'ann' }),
    ]);
    for (const { recipients, readBy } of documents)
      expect([...recipients, ...readBy]).not.toContain('ann');
    expect(JSON.stringify(documents)).not.toContain('Bring water');
    for (const document of documents.filter((each) => each.actorId !== undefined))
      expect(document.actorName).toBe(FORMER_MEMBER);
    expect(documents.find((document) => document.kind === 'meetup-announcement')).toMatchObject({
      text: REMOVED_TEXT,
      recipients: ['ben'],
    });
  });
});

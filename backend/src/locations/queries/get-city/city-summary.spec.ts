import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import { describe, expect, it } from 'vitest';
import type {
  DogDocument,
  GroupDocument,
  GroupMemberDocument,
  MeetupDocument,
  PostDocument,
  RsvpDocument,
  UserDocument,
} from '../../../contracts/read-models.js';
import { meetingFrequency, summarizeCity, timeAgo } from './city-summary.js';

const now = new Date('2026-11-22T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const group = (id: string, memberCount: number, createdAt: string): GroupDocument => ({
  _id: id,
  name: `Group ${id}`,
  description: 'Calm walks',
  city: 'Austin',
  state: 'TX',
  latitude: null,
  longitude: null,
  coverImage: null,
  kind: 'public',
  rules: NO_ENTRY_RULES,
  ownerId: 'u1',
  creatorId: 'u1',
  memberCount,
  createdAt,
  updatedAt: createdAt,
});
const member = (
  groupId: string,
  userId: string,
  joinedAt: string,
  role: 'owner' | 'member' = 'member',
): GroupMemberDocument => ({
  _id: `${groupId}:${userId}`,
  groupId,
  userId,
  role,
  joinedAt,
});
const dog = (id: string, ownerId: string, breed: string | null): DogDocument => ({
  _id: id,
  ownerId,
  name: id,
  breed,
  age: 'adult',
  description: null,
  profilePicture: null,
  trainingLevel: 'none',
  trainingWarnings: [],
  specialNeeds: null,
  bio: null,
  createdAt: daysAgo(100),
  updatedAt: daysAgo(100),
});
const meetup = (
  id: string,
  groupId: string,
  startsAt: string,
  attendance: Partial<MeetupDocument['attendance']> = {},
  unregistered = 0,
): MeetupDocument => ({
  _id: id,
  slug: id,
  groupId,
  organizerId: 'u1',
  city: 'Austin',
  state: 'TX',
  title: `Meetup ${id}`,
  description: 'd',
  location: 'l',
  locationDisplay: null,
  latitude: null,
  longitude: null,
  parkType: 'regular',
  startsAt,
  endsAt: startsAt,
  timeZone: 'America/Chicago',
  sequence: 0,
  revisedAt: startsAt,
  maxAttendees: 20,
  unregisteredAttendees: unregistered,
  attendance: { going: 0, maybe: 0, notGoing: 0, waitlisted: 0, ...attendance },
  status: 'scheduled',
  cancelReason: null,
  createdAt: daysAgo(120),
  updatedAt: daysAgo(120),
});
const person = (id: string, firstName: string, lastName: string) =>
  [id, { _id: id, firstName, lastName } as UserDocument] as const;

describe('city summary', () => {
  /*
   * Group A: 6 members (u1 owner, u2..u6; u5 and u6 joined this month), dogs:
   * 2 Beagles, 1 Poodle, 1 Other. Past meetups 14, 7 and 1 days ago with 4, 6
   * and 5 going (+1 private member on the last); one meetup in 6 days.
   * Group B: 2 members (u1 owner, u7), no meetups.
   */
  const data = {
    city: 'Austin',
    state: 'TX',
    groups: [group('A', 6, daysAgo(400)), group('B', 2, daysAgo(10))],
    members: [
      member('A', 'u1', daysAgo(400), 'owner'),
      member('A', 'u2', daysAgo(300)),
      member('A', 'u3', daysAgo(200)),
      member('A', 'u4', daysAgo(40)),
      member('A', 'u5', daysAgo(5)),
      member('A', 'u6', daysAgo(1)),
      member('B', 'u1', daysAgo(10), 'owner'),
      member('B', 'u7', daysAgo(2)),
    ],
    dogs: [
      dog('d1', 'u2', 'Beagle'),
      dog('d2', 'u3', 'Beagle'),
      dog('d3', 'u4', 'Poodle'),
      dog('d4', 'u5', 'Other'),
      dog('d5', 'u7', 'Boxer'),
    ],
    meetups: [
      meetup('m1', 'A', daysAgo(14), { going: 4, maybe: 1, notGoing: 0, waitlisted: 0 }),
      meetup('m2', 'A', daysAgo(7), { going: 6, maybe: 0, notGoing: 2, waitlisted: 0 }),
      meetup('m3', 'A', daysAgo(1), { going: 5, maybe: 0, notGoing: 0, waitlisted: 0 }, 1),
      meetup('m4', 'A', inDays(6)),
    ],
    rsvps: [
      {
        _id: 'm3:u2',
        meetupId: 'm3',
        userId: 'u2',
        status: 'going',
        dogIds: [],
        queuedAt: null,
        respondedAt: daysAgo(3),
        respondedRevision: 1,
        updatedAt: daysAgo(3),
      },
      {
        _id: 'm3:u3',
        meetupId: 'm3',
        userId: 'u3',
        status: 'going',
        dogIds: [],
        queuedAt: null,
        respondedAt: daysAgo(2),
        respondedRevision: 2,
        updatedAt: daysAgo(2),
      },
    ] as RsvpDocument[],
    posts: [
      {
        _id: 'p1',
        groupId: 'A',
        authorId: 'u4',
        content: 'hi',
        imageUrl: null,
        likeCount: 0,
        commentCount: 0,
        likedBy: [],
        createdAt: daysAgo(0.5),
        updatedAt: daysAgo(0.5),
      },
    ] as PostDocument[],
    comments: [],
    people: new Map([
      person('u1', 'Maya', 'Lopez'),
      person('u2', 'Ana', 'Ruiz'),
      person('u3', 'Ben', 'Cole'),
      person('u4', 'Cy', 'Dunn'),
      person('u6', 'Eve', 'Fox'),
    ]),
  };

  it('computes every city and group figure from the read models', () => {
    const summary = summarizeCity(data, now);
    expect(summary).toMatchObject({
      city: 'Austin',
      state: 'TX',
      totalGroups: 2,
      totalMembers: 7,
      totalMeetups: 4,
      totalDogs: 5,
      popularBreeds: ['Beagle', 'Boxer', 'Poodle'],
    });
    const [a, b] = summary.groups;
    expect(a).toMatchObject({
      group: { id: 'A', name: 'Group A', description: 'Calm walks' },
      memberCount: 6,
      newMembersThisMonth: 2, // u5 (Nov 17) and u6 (Nov 21); the month began Nov 1
      upcomingMeetups: 1,
      nextMeetupDate: inDays(6),
      totalMeetups: 4,
      foundedYear: 2025,
      averageAttendance: 5, // (4 + 6 + (5 + 1)) / 3 = 5.33
      popularBreeds: ['Beagle', 'Poodle'],
      attendanceRate: 85, // (4/5 + 6/8 + 5/5) / 3 = 85%
      engagementRate: 50, // u2, u3 (RSVPs) and u4 (post) of 6 members
      meetingFrequency: 'Weekly meetups', // gaps 7, 6, 7 days
      activityLevel: 'Very Active', // 4 meetups within two months of now
      isVerified: true, // 6 members, 3 past meetups averaging 5
    });
    expect(a!.recentActivity).toEqual([
      { userName: 'Cy D.', action: 'posted in the group', timeAgo: '12 hours ago' },
      { userName: 'Eve F.', action: 'joined the group', timeAgo: '1 day ago' },
      { userName: 'Ben C.', action: 'is going to "Meetup m3"', timeAgo: '2 days ago' },
      { userName: 'Ana R.', action: 'is going to "Meetup m3"', timeAgo: '3 days ago' },
      { userName: 'A member', action: 'joined the group', timeAgo: '5 days ago' },
    ]);
    // Group B has no meetups: the spec's defaults stand in for what truly is missing.
    expect(b).toMatchObject({
      averageAttendance: 12,
      attendanceRate: 78,
      nextMeetupDate: 'This weekend',
      meetingFrequency: 'Weekly meetups',
      upcomingMeetups: 0,
      newMembersThisMonth: 1,
      activityLevel: 'New',
      isVerified: false,
      engagementRate: 0,
    });
  });

  it('reads the cadence of meetups and ages of activity as people say them', () => {
    const day = 86_400_000;
    expect(meetingFrequency([0, 14 * day, 28 * day, 42 * day])).toBe('Every other week');
    expect(meetingFrequency([0, 30 * day, 61 * day])).toBe('Monthly meetups');
    expect(meetingFrequency([0])).toBe('Weekly meetups');
    expect(timeAgo(daysAgo(45), now)).toBe('2 months ago');
  });
});

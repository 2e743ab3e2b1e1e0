import type { CollectionName, Document } from '@packmeet/backend/contracts/read-models';
import type { RsvpStatus } from '@packmeet/backend/contracts/meetups';
import type { IndexSpec } from '../store/document-store.port.js';
import { type ProjectionHandlers, remove, update, upsert } from '../projection.js';

/*
 * The facts the notifications projection needs to choose recipients and
 * word its messages, kept in its own collections: a projection reads only
 * what it owns, so a rebuild of it alone (blue/green) decides exactly as the
 * first fold did.
 */

export interface MemberFact extends Document {
  groupId: string;
  userId: string;
  role: 'owner' | 'co-organizer' | 'member';
}
export interface MeetupFact extends Document {
  groupId: string | null;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  timeZone: string | null;
  cancelled: boolean;
  /** The series an occurrence belongs to: its members hear of the series once. */
  seriesId?: string | null;
}
export interface RsvpFact extends Document {
  meetupId: string;
  userId: string;
  status: RsvpStatus | 'waitlisted';
}
export interface NamedFact extends Document {
  name: string;
}
export interface PostFact extends Document {
  authorId: string;
  groupId: string;
}

export const NOTIFY_MEMBERS = 'notify_members' as CollectionName<MemberFact>;
export const NOTIFY_MEETUPS = 'notify_meetups' as CollectionName<MeetupFact>;
export const NOTIFY_RSVPS = 'notify_rsvps' as CollectionName<RsvpFact>;
export const NOTIFY_GROUPS = 'notify_groups' as CollectionName<NamedFact>;
export const NOTIFY_PEOPLE = 'notify_people' as CollectionName<NamedFact>;
export const NOTIFY_POSTS = 'notify_posts' as CollectionName<PostFact>;

export const factCollections = [
  NOTIFY_MEMBERS,
  NOTIFY_MEETUPS,
  NOTIFY_RSVPS,
  NOTIFY_GROUPS,
  NOTIFY_PEOPLE,
  NOTIFY_POSTS,
] as const;

export const factIndexes: { collection: string; spec: IndexSpec }[] = [
  { collection: NOTIFY_MEMBERS, spec: { keys: { groupId: 1 } } },
  { collection: NOTIFY_RSVPS, spec: { keys: { meetupId: 1 } } },
  { collection: NOTIFY_MEETUPS, spec: { keys: { seriesId: 1 } } },
];

const memberId = (groupId: string, userId: string) => `${groupId}:${userId}`;
export const rsvpFactId = (meetupId: string, userId: string) => `${meetupId}:${userId}`;
const setRole = (groupId: string, userId: string, role: MemberFact['role']) =>
  update(NOTIFY_MEMBERS, { _id: memberId(groupId, userId) }, { $set: { role } });
const setRsvp = (meetupId: string, userId: string, status: RsvpFact['status']) =>
  upsert(NOTIFY_RSVPS, rsvpFactId(meetupId, userId), { $set: { meetupId, userId, status } });

export const factHandlers: ProjectionHandlers = {
  UserRegistered: ({ data }) => [
    upsert(NOTIFY_PEOPLE, data.userId, { $set: { name: `${data.firstName} ${data.lastName}` } }),
  ],
  UserProfileUpdated: async ({ data }, view) => {
    const { firstName, lastName } = data.changes;
    if (firstName === undefined && lastName === undefined) return [];
    const person = await view.findOne<NamedFact>(NOTIFY_PEOPLE, { _id: data.userId });
    const [first, ...rest] = (person?.name ?? '').split(' ');
    const name = `${firstName ?? first ?? ''} ${lastName ?? rest.join(' ')}`;
    return [upsert(NOTIFY_PEOPLE, data.userId, { $set: { name } })];
  },
  GroupCreated: ({ data }) => [
    upsert(NOTIFY_GROUPS, data.groupId, { $set: { name: data.name } }),
    upsert(NOTIFY_MEMBERS, memberId(data.groupId, data.creatorId), {
      $set: { groupId: data.groupId, userId: data.creatorId, role: 'owner' },
    }),
  ],
  GroupDetailsChanged: ({ data }) =>
    data.changes.name === undefined
      ? []
      : [update(NOTIFY_GROUPS, { _id: data.groupId }, { $set: { name: data.changes.name } })],
  GroupJoined: ({ data }) => [
    upsert(NOTIFY_MEMBERS, memberId(data.groupId, data.userId), {
      $set: { groupId: data.groupId, userId: data.userId, role: data.role },
    }),
  ],
  GroupLeft: ({ data }) => [remove(NOTIFY_MEMBERS, { _id: memberId(data.groupId, data.userId) })],
  GroupMemberRemoved: ({ data }) => [
    remove(NOTIFY_MEMBERS, { _id: memberId(data.groupId, data.userId) }),
  ],
  CoOrganizerAppointed: ({ data }) => [setRole(data.groupId, data.userId, 'co-organizer')],
  CoOrganizerDismissed: ({ data }) => [setRole(data.groupId, data.userId, 'member')],
  GroupOwnershipTransferred: ({ data }) => [
    setRole(data.groupId, data.fromUserId, 'co-organizer'),
    setRole(data.groupId, data.toUserId, 'owner'),
  ],
  PostCreated: ({ data }) => [
    upsert(NOTIFY_POSTS, data.postId, { $set: { authorId: data.authorId, groupId: data.groupId } }),
  ],
  PostDeleted: ({ data }) => [remove(NOTIFY_POSTS, { _id: data.postId })],
  RsvpSet: ({ data }) => [setRsvp(data.meetupId, data.userId, data.status)],
  RsvpWaitlisted: ({ data }) => [setRsvp(data.meetupId, data.userId, 'waitlisted')],
  WaitlistPromoted: ({ data }) => [setRsvp(data.meetupId, data.userId, 'going')],
  RsvpCleared: ({ data }) => [
    remove(NOTIFY_RSVPS, { _id: rsvpFactId(data.meetupId, data.userId) }),
  ],
};

import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import type {
  CommentResponse,
  GroupListResponse,
  GroupResponse,
  MemberWithDetailsResponse,
  PostResponse,
} from '@packmeet/backend/contracts/groups';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type { AttendeeResponse, MeetupResponse } from '@packmeet/backend/contracts/meetups';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
/** A meetup stream revision, as attendee entries' `order` is: each one later than the last. */
export const nextRevision = () => ++sequence;

export const TEST_USER_ID = '7d1f4c2e-5b8a-4e6f-9a3d-2c1b0e9f8a7d';
/** Somebody else: the creator of most test groups, the author of most test posts. */
export const OTHER_USER_ID = '3b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

/** A dog as GET /api/dogs returns it. */
export function makeDog(overrides: Partial<DogResponse> = {}): DogResponse {
  const now = '2025-03-14T16:20:00.000Z';
  return {
    id: nextId(),
    ownerId: TEST_USER_ID,
    name: 'Biscuit',
    breed: 'Golden Retriever',
    age: 'adult',
    description: 'Gentle, food-motivated and loves a slow sniff walk.',
    profilePicture: null,
    trainingLevel: 'basic',
    trainingWarnings: [],
    specialNeeds: null,
    bio: null,
    sizeClass: null,
    vaccinations: [],
    spayedNeutered: null,
    needsSpace: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A profile as GET /api/profile returns it. */
export function makeProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    id: TEST_USER_ID,
    username: 'maya_walks',
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Lopez',
    bio: null,
    city: 'Portland',
    state: 'OR',
    isTrainer: false,
    trainerBio: null,
    isAdmin: false,
    profilePicture: null,
    createdAt: '2025-01-02T10:00:00.000Z',
    emailVerified: true,
    emailVerificationRequired: true,
    pendingEmail: null,
    ...overrides,
  };
}

/** A group as GET /api/groups/{id} (and the list, with distanceMiles) returns it. */
export function makeGroup(overrides: Partial<GroupResponse> = {}): GroupResponse {
  return {
    id: nextId(),
    name: 'Laurelhurst Calm Walkers',
    description: 'Slow parallel walks for dogs who like their space.',
    city: 'Portland',
    state: 'OR',
    latitude: '45.52345000',
    longitude: '-122.67621000',
    coverImage: null,
    isPrivate: false,
    kind: 'public',
    rules: NO_ENTRY_RULES,
    activities: [],
    level: 'all',
    creatorId: OTHER_USER_ID,
    ownerId: OTHER_USER_ID,
    view: 'full',
    canManage: false,
    joinRequest: null,
    creatorDisplayName: 'Sam R.',
    memberCount: 4,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-01T10:00:00.000Z',
    distanceMiles: null,
    driveTimeMinutes: null,
    isMember: false,
    role: null,
    ...overrides,
  };
}

/** GET /api/groups. */
export function makeGroupList(overrides: Partial<GroupListResponse> = {}): GroupListResponse {
  const groups = overrides.groups ?? [];
  return {
    groups,
    nearbyGroups: [],
    otherGroups: [],
    userGroups: [],
    stats: { inUserCity: 0, within15Miles: 0, within25Miles: 0, inState: 0, total: groups.length },
    userLocation: { city: 'Portland', state: 'OR', latitude: 45.52345, longitude: -122.67621 },
    nextPages: { groups: null, nearbyGroups: null, otherGroups: null, userGroups: null },
    ...overrides,
  };
}

/** One entry of GET /api/groups/{id}/members-with-details. */
export function makeMember(
  overrides: Partial<MemberWithDetailsResponse> & { firstName?: string } = {},
): MemberWithDetailsResponse {
  const { firstName = 'Sam', ...rest } = overrides;
  const userId = rest.userId ?? nextId();
  return {
    id: nextId(),
    userId,
    role: 'member',
    joinedAt: '2025-02-10T10:00:00.000Z',
    user: {
      id: userId,
      firstName,
      lastName: 'Rivera',
      username: `${firstName.toLowerCase()}_walks`,
      city: 'Portland',
      state: 'OR',
      profilePicture: null,
    },
    dogs: [],
    ...rest,
  };
}

export function makeComment(overrides: Partial<CommentResponse> = {}): CommentResponse {
  return {
    id: nextId(),
    postId: 'post-1',
    content: 'See you Sunday!',
    author: { id: OTHER_USER_ID, firstName: 'Sam', lastName: 'Rivera', profilePicture: null },
    createdAt: '2025-03-14T17:00:00.000Z',
    ...overrides,
  };
}

/** One entry of GET /api/groups/{id}/posts. */
export function makePost(overrides: Partial<PostResponse> = {}): PostResponse {
  return {
    id: nextId(),
    groupId: 'group-1',
    content: 'Lovely calm walk this morning. Thanks everyone for keeping the spacing!',
    imageUrl: null,
    author: { id: OTHER_USER_ID, firstName: 'Sam', lastName: 'Rivera', profilePicture: null },
    likeCount: 0,
    commentCount: 0,
    likedByMe: false,
    createdAt: '2025-03-14T16:20:00.000Z',
    comments: [],
    ...overrides,
  };
}

/** A realistic-looking JWT (the client never verifies it). */
export const TEST_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOiI3ZDFmNGMyZS01YjhhLTRlNmYtOWEzZC0yYzFiMGU5ZjhhN2QifQ.c2lnbmF0dXJl';

/** A meetup as the meetups API answers it for a signed-in member. */
export function makeMeetup(overrides: Partial<MeetupResponse> = {}): MeetupResponse {
  const id = overrides.id ?? nextId();
  return {
    id,
    slug: `sunday-sniff-walk-${id.slice(-4)}`,
    title: 'Sunday Sniff Walk',
    description: 'A slow, leashed loop with plenty of space between dogs.',
    location: 'Laurelhurst Park, 3756 SE Oak St, Portland, OR 97214, USA',
    locationDisplay: 'Laurelhurst Park',
    latitude: 45.5215,
    longitude: -122.6254,
    locationIsExact: true,
    parkType: 'regular',
    date: '2031-05-11T16:00:00.000Z',
    endTime: '2031-05-11T18:00:00.000Z',
    // The tests' own zone (setup-tests.ts): times read as the viewer's, without an abbreviation.
    timeZone: 'America/Chicago',
    sequence: 0,
    revisedAt: '2031-04-20T09:00:00.000Z',
    maxAttendees: 20,
    currentAttendees: 3,
    unregisteredAttendees: 0,
    attendance: { going: 3, maybe: 1, notGoing: 0, waitlisted: 0 },
    placesLeft: 17,
    dayCounts: { onMyWay: 0, runningLate: 0, arrived: 0, leftEarly: 0 },
    dogLimit: null,
    sizeLimits: {},
    dogsGoing: 3,
    dogPlacesLeft: null,
    sizePlacesLeft: {},
    calm: false,
    activities: [],
    level: 'all',
    arrivalSlots: null,
    slots: [],
    groupId: 'group-1',
    groupName: 'Laurelhurst Calm Walkers',
    organizerId: OTHER_USER_ID,
    organizer: 'Sam R.',
    city: 'Portland',
    state: 'OR',
    status: 'scheduled',
    cancelReason: null,
    rules: NO_ENTRY_RULES,
    extraRules: null,
    isUpcoming: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same meetup as a visitor receives it: the general area only, no place, no coordinates. */
export function asVisitorSees(meetup: MeetupResponse): MeetupResponse {
  return {
    ...meetup,
    location: 'Portland, OR 97214, USA',
    locationDisplay: null,
    latitude: null,
    longitude: null,
    locationIsExact: false,
  };
}

/** One entry of GET /api/meetups/{id}/attendees. */
export function makeAttendee(
  firstName: string,
  overrides: Partial<AttendeeResponse> & { dogNames?: string[] } = {},
): AttendeeResponse {
  const { dogNames = [], ...rest } = overrides;
  return {
    user: {
      id: nextId(),
      firstName,
      username: `${firstName.toLowerCase()}_walks`,
      profilePicture: null,
    },
    dogs: dogNames.map((name) => ({
      id: nextId(),
      name,
      breed: 'Mixed Breed',
      profilePicture: null,
      sizeClass: null,
      needsSpace: false,
    })),
    rsvpStatus: 'going',
    arrivalSlot: null,
    waitlistPosition: null,
    order: nextRevision(),
    ...rest,
  };
}

/** A 'meetup:attendance' push: `meetup`'s counts, and the people whose answer changed. */
export function makeAttendanceUpdate(
  meetup: MeetupResponse,
  { changed = [], removed = [] }: Partial<Pick<AttendanceUpdate, 'changed' | 'removed'>> = {},
): AttendanceUpdate {
  return {
    meetupId: meetup.id,
    attendance: { ...meetup.attendance },
    currentAttendees: meetup.currentAttendees,
    unregisteredAttendees: meetup.unregisteredAttendees,
    maxAttendees: meetup.maxAttendees,
    placesLeft: meetup.placesLeft,
    dayCounts: { ...meetup.dayCounts },
    status: meetup.status,
    dogsGoing: meetup.dogsGoing,
    dogPlacesLeft: meetup.dogPlacesLeft,
    sizePlacesLeft: { ...meetup.sizePlacesLeft },
    slots: meetup.slots,
    changed,
    removed,
  };
}

/** `meetup` with the counts the server answers with: stated by the test, never counted here. */
export function withAttendance(
  meetup: MeetupResponse,
  { going = 0, maybe = 0, notGoing = 0, waitlisted = 0 }: Partial<MeetupResponse['attendance']>,
  placesLeft: number | null,
): MeetupResponse {
  return {
    ...meetup,
    currentAttendees: going,
    attendance: { going, maybe, notGoing, waitlisted },
    placesLeft,
  };
}

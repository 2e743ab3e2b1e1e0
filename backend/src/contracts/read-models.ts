import type { DogFields, SizeClass } from './dogs.js';
import type { EntryRules, GroupKind } from './entry-rules.js';
import type { Activity, SkillLevel } from './activities.js';
import type { GroupRole } from './groups.js';
import type {
  SeriesChanges,
  SeriesRecurrence,
  SeriesTemplate,
} from './events/meetup-series.events.js';
import type { ArrivalSlotPlan, Attendance, DogsGoing, ParkType, SizeLimits } from './meetups.js';
import type { AttendanceOutcome, AttendeeDay, DayCounts } from './meetup-day.js';

export type { ArrivalSlotPlan, Attendance, DogsGoing, SizeLimits };

/** A stored read-model document. Every document has a string `_id`. */
export interface Document {
  _id: string;
  [field: string]: unknown;
}

declare const documents: unique symbol;

/**
 * A collection's name typed with its documents: `store.collection(USERS)`
 * reads UserDocuments. Each name is paired with its document type once, here,
 * rather than at every query (where a wrong pair would still compile).
 */
export type CollectionName<T extends Document> = string & { readonly [documents]?: T };

/**
 * The public shapes of the read models: what queries read and what the
 * frontend may import types from. Every document also carries `_position`,
 * the runner's idempotency stamp (a string or a number, as the store says),
 * which queries never return.
 */

export interface UserDocument extends Document {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  isTrainer: boolean;
  trainerBio: string | null;
  isAdmin: boolean;
  profilePicture: string | null;
  createdAt: string;
  updatedAt: string;
  /** Accounts from before verification existed count as verified. */
  emailVerified: boolean;
  /** The address the latest verification link went to (the own one, or a new one not yet in effect). */
  pendingEmail: string | null;
  /** Tokens carrying an older version no longer sign anyone in. */
  tokenVersion: number;
  /**
   * The calendar feed URL is signed with this: raised with `tokenVersion`, by
   * "reset my calendar link" and by a suspension, so older feed URLs answer 404.
   */
  calendarFeedVersion: number;
  /** When the member deleted their account or was forgotten; the profile then reads "Former member". */
  forgottenAt?: string;
}

/** Keyed by normalized email; only the login query reads it. */
export interface CredentialsDocument extends Document {
  _id: string;
  userId: string;
  passwordHash: string;
  /** The version a new token gets (the user's `tokenVersion`). */
  tokenVersion: number;
}

export const USERS = 'users' as CollectionName<UserDocument>;
export const USER_CREDENTIALS = 'user_credentials' as CollectionName<CredentialsDocument>;

/** The entry-rule facts a dog gained later: a document written before them may lack them. */
type LaterDogFields = 'sizeClass' | 'vaccinations' | 'spayedNeutered' | 'needsSpace';

export interface DogDocument
  extends Document, Omit<DogFields, LaterDogFields>, Partial<Pick<DogFields, LaterDogFields>> {
  _id: string;
}

export const DOGS = 'dogs' as CollectionName<DogDocument>;

export interface GroupDocument extends Document {
  _id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  coverImage: string | null;
  kind: GroupKind;
  rules: EntryRules;
  /** Absent on documents projected before activities existed: none known, all levels. */
  activities?: Activity[];
  level?: SkillLevel;
  creatorId: string;
  /** Who runs the group now: the creator until they hand it over. */
  ownerId: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `_id` is `<groupId>:<userId>`. */
export interface GroupMemberDocument extends Document {
  _id: string;
  groupId: string;
  userId: string;
  role: GroupRole;
  joinedAt: string;
}

/** A pending request to join; gone once approved, declined or withdrawn. `_id` is `<groupId>:<userId>`. */
export interface GroupJoinRequestDocument extends Document {
  _id: string;
  groupId: string;
  userId: string;
  message: string | null;
  dogIds: string[];
  houseRulesAccepted: boolean;
  /** The invite link it came through, if any. */
  inviteId: string | null;
  createdAt: string;
}

/** An invite link of a group. `_id` is the invite's id; `code` is the secret in its URL. */
export interface GroupInviteDocument extends Document {
  _id: string;
  groupId: string;
  code: string;
  expiresAt: string | null;
  maxUses: number | null;
  /** Join requests that came through it. */
  uses: number;
  revoked: boolean;
  createdAt: string;
  createdBy: string;
}

/** One entry per event of a group's stream: its audit trail. `_id` is `<groupId>:<revision>`. */
export interface GroupHistoryDocument extends Document {
  _id: string;
  groupId: string;
  /** The event's revision in its stream (the group's, or a post's for a hidden post or comment). */
  revision: number;
  /** The event's global position as a fixed-width decimal string: the history's order. */
  position: string;
  type: string;
  actorId: string | null;
  /** Whom the entry is about (the requester, the removed member, the new owner, the hidden words' author...). */
  subjectId: string | null;
  at: string;
  /** The event's data without ids and secrets (an invite link's code is left out). */
  details: Record<string, unknown>;
}

export const GROUP_JOIN_REQUESTS =
  'group_join_requests' as CollectionName<GroupJoinRequestDocument>;
export const GROUP_INVITES = 'group_invites' as CollectionName<GroupInviteDocument>;
export const GROUP_HISTORY = 'group_history' as CollectionName<GroupHistoryDocument>;

/** How distances name the city they are measured from: case-insensitive city, state code. */
export const distanceOriginKey = (city: string, state: string) =>
  `${city.trim().toLowerCase()}|${state.trim().toUpperCase()}`;

/** Great-circle distance from a city where members live (or groups meet) to a group. `_id` is `<groupId>|<distanceOriginKey>`. */
export interface GroupDistanceDocument extends Document {
  _id: string;
  groupId: string;
  fromCity: string;
  fromState: string;
  distanceMiles: number;
  driveTimeMinutes: number;
  calculatedAt: string;
}

/** Who hid a post or comment, and why: the feed leaves it out, the history keeps this. */
export interface HiddenMark {
  by: string;
  reason: string;
  at: string;
}

export interface PostDocument extends Document {
  _id: string;
  groupId: string;
  authorId: string;
  content: string;
  imageUrl: string | null;
  likeCount: number;
  commentCount: number;
  likedBy: string[];
  createdAt: string;
  updatedAt: string;
  /** Set when an organizer or administrator hid it: queries leave it out (contracts/moderation.ts). */
  hidden?: HiddenMark;
}

export interface CommentDocument extends Document {
  _id: string;
  postId: string;
  groupId: string;
  authorId: string;
  content: string;
  createdAt: string;
  hidden?: HiddenMark;
}

export const GROUPS = 'groups' as CollectionName<GroupDocument>;
export const GROUP_MEMBERS = 'group_members' as CollectionName<GroupMemberDocument>;
export const GROUP_DISTANCES = 'group_distances' as CollectionName<GroupDistanceDocument>;
export const POSTS = 'posts' as CollectionName<PostDocument>;
export const COMMENTS = 'comments' as CollectionName<CommentDocument>;

export interface MeetupDocument extends Document {
  _id: string;
  slug: string;
  groupId: string | null;
  organizerId: string;
  city: string | null;
  state: string | null;
  title: string;
  description: string;
  location: string;
  locationDisplay: string | null;
  latitude: number | null;
  longitude: number | null;
  parkType: ParkType;
  startsAt: string;
  endsAt: string;
  /** The place's IANA zone (contracts/time-zones.ts); derived for events that lack it. */
  timeZone: string;
  maxAttendees: number | null;
  unregisteredAttendees: number;
  /** The meetup's own rules on top of its group's; null or absent: none. */
  rules?: EntryRules | null;
  /** An occurrence of a series: which, and its date in the series (absent: a one-off meetup). */
  series?: { seriesId: string; date: string };
  /** Dog places (absent or null: dogs not counted). */
  dogLimit?: number | null;
  /** Dog places per size class (absent or null: none). */
  sizeLimits?: SizeLimits | null;
  /** A calm meetup (parallel walk, low stimulation); absent: not calm. */
  calm?: boolean;
  /** Its group's or narrower, fixed when scheduled; absent: none known, all levels. */
  activities?: Activity[];
  level?: SkillLevel;
  /** Staggered arrival slots; absent or null: none. */
  arrivalSlots?: ArrivalSlotPlan | null;
  attendance: Attendance;
  /** The dogs of members going; absent for meetups projected before dogs were counted. */
  dogsGoing?: DogsGoing;
  status: 'scheduled' | 'cancelled';
  cancelReason: string | null;
  /** Changes of its details or status (not RSVPs): the iCalendar SEQUENCE. */
  sequence: number;
  /** When its details or status last changed (not RSVPs): the iCalendar LAST-MODIFIED. */
  revisedAt: string;
  createdAt: string;
  updatedAt: string;
  /** Where people stand on the day (absent: nobody has said yet). */
  dayCounts?: DayCounts;
}

/** `_id` is `<meetupId>:<userId>`. */
export interface RsvpDocument extends Document {
  _id: string;
  meetupId: string;
  userId: string;
  status: 'going' | 'maybe' | 'not_going' | 'waitlisted';
  dogIds: string[];
  /** The size class each dog had when named (dogs without one are absent). */
  dogSizes?: Record<string, SizeClass>;
  /** The arrival slot picked, minutes after the start; absent or null: none. */
  arrivalSlot?: number | null;
  /** The stream revision that put them in the queue: the waitlist's order. */
  queuedAt: number | null;
  respondedAt: string;
  /** The meetup stream's revision of the first answer: arrival order, even within one millisecond. */
  respondedRevision: number;
  updatedAt: string;
  /** Their day (absent until they or an organizer say something). */
  day?: RsvpDay;
}

/** An RSVP's day: what the list shows, plus the no-show only organizers and the member see. */
export interface RsvpDay extends AttendeeDay {
  noShow: boolean;
}

/** One entry per event of a meetup's stream: its audit trail. `_id` is `<meetupId>:<revision>`. */
export interface MeetupHistoryDocument extends Document {
  _id: string;
  meetupId: string;
  revision: number;
  type: string;
  actorId: string | null;
  /** Whose RSVP the entry is about, when it is about one. */
  subjectId: string | null;
  at: string;
  details: Record<string, unknown>;
  attendanceAfter: Attendance & { unregistered: number; maxAttendees: number | null };
}

/**
 * A place one group's meetups were held at (or meetups of no group, groupId
 * null), suggested to organizers in the same city who may see that group's
 * meetups. `_id` is `<distanceOriginKey>|<name, lower case>|<groupId or '-'>`.
 */
export interface VenueDocument extends Document {
  _id: string;
  groupId: string | null;
  city: string;
  state: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  uses: number;
  lastUsedAt: string;
}

export const MEETUPS = 'meetups' as CollectionName<MeetupDocument>;
export const RSVPS = 'rsvps' as CollectionName<RsvpDocument>;
export const MEETUP_HISTORY = 'meetup_history' as CollectionName<MeetupHistoryDocument>;

/** One meetup on one member's attendance record. `_id` is `<meetupId>:<userId>`. */
export interface AttendanceRecordDocument extends Document {
  _id: string;
  meetupId: string;
  userId: string;
  outcome: AttendanceOutcome;
  recordedAt: string;
}

/** A private note for a meetup's organizer. `_id` is `<meetupId>:<userId>`. */
export interface MeetupNoteDocument extends Document {
  _id: string;
  meetupId: string;
  userId: string;
  note: string;
  playedWellWith: string[];
  at: string;
}

export const ATTENDANCE_RECORDS = 'attendance_records' as CollectionName<AttendanceRecordDocument>;
export const MEETUP_NOTES = 'meetup_notes' as CollectionName<MeetupNoteDocument>;
export const VENUES = 'meetup_venues' as CollectionName<VenueDocument>;

/** A city with groups, for the directory. `_id` is its slug, e.g. `austin-tx`. */
export interface CityDocument extends Document {
  _id: string;
  city: string;
  state: string;
  groupIds: string[];
  groupCount: number;
  totalMeetups: number;
}

/** Stable and unique: city and state, lower case, dashes. "St. Louis", "MO" -> "st-louis-mo". */
export function citySlug(city: string, state: string): string {
  const part = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’.]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${part(city)}-${part(state)}`;
}

export const CITIES = 'cities' as CollectionName<CityDocument>;

/** A recurring meetup: its recurrence and what its occurrences start from. */
export interface MeetupSeriesDocument extends Document {
  _id: string;
  groupId: string;
  organizerId: string;
  status: 'active' | 'ended';
  recurrence: SeriesRecurrence;
  template: SeriesTemplate;
  /** "This and all following" changes, in order. */
  changes: { fromDate: string; changes: SeriesChanges }[];
  /** After its end, the last date kept (null: none). */
  lastDate: string | null;
  /** Bumped by each change of the whole series: the iCalendar SEQUENCE. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

export const MEETUP_SERIES = 'meetup_series' as CollectionName<MeetupSeriesDocument>;

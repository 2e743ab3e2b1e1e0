/** Meetups and their series: RSVPs, history, venues, attendance records and organizers' notes. */
import type { SizeClass } from '../dogs.js';
import type { EntryRules } from '../entry-rules.js';
import type { Activity, SkillLevel } from '../activities.js';
import type {
  SeriesChanges,
  SeriesRecurrence,
  SeriesTemplate,
} from '../events/meetup-series.events.js';
import type { ArrivalSlotPlan, Attendance, DogsGoing, ParkType, SizeLimits } from '../meetups.js';
import type { AttendanceOutcome, AttendeeDay, DayCounts } from '../meetup-day.js';
import type { CollectionName, Document } from './document.js';

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
  /** The size class each of `dogIds` had when named, in the same order (null: none); absent: none had one. */
  dogSizes?: (SizeClass | null)[];
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

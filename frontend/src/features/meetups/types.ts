export type ParkType = 'regular' | 'dog_park' | 'beach' | 'trail' | 'indoor' | 'other';
export type MeetupStatus = 'scheduled' | 'cancelled';
/** What a person can answer (spec section 3 "RSVP status"). */
export type RsvpChoice = 'going' | 'maybe' | 'not_going';
/** An answer as stored: going beyond capacity becomes 'waitlisted'. */
export type RsvpStatus = RsvpChoice | 'waitlisted';

/** Members' answers, counted. Private members (trainer clients) are counted separately. */
export interface Attendance {
  going: number;
  maybe: number;
  notGoing: number;
  waitlisted: number;
}

/** GET /api/meetups/{id}, /by-slug/{slug}, /upcoming and ?groupId= (one entry). */
export interface Meetup {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The full address when signed in; for visitors only the general area ('Austin, TX 78746, USA'). */
  location: string;
  /** The place name ('Zilker Park'); null for visitors. */
  locationDisplay: string | null;
  latitude: number | null;
  longitude: number | null;
  /** False when `location` is only the general area (visitors). */
  locationIsExact: boolean;
  parkType: ParkType | string;
  /** ISO start. */
  date: string;
  /** ISO end. */
  endTime: string | null;
  /** null: no limit. */
  maxAttendees: number | null;
  /** Members going. */
  currentAttendees: number;
  /** Private members (a trainer's clients without an account). */
  unregisteredAttendees: number;
  attendance: Attendance;
  /** null: no limit. */
  placesLeft: number | null;
  groupId: string | null;
  groupName: string | null;
  organizerId: string | null;
  /** 'Hana K.' */
  organizer: string | null;
  city: string | null;
  state: string | null;
  status: MeetupStatus;
  cancelReason: string | null;
  isUpcoming: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** How the event page asks for a meetup: by id (/meetups/{id}) or by slug (/event/{slug}). */
export type MeetupRef = { id: string } | { slug: string };

/** Spec section 3 "Attendee", ordered going, waitlisted (queue order), maybe, not going. */
export interface Attendee {
  user: { id: string; firstName: string; username?: string; profilePicture: string | null };
  dogs: { id: string; name: string; breed: string | null; profilePicture: string | null }[];
  rsvpStatus: RsvpStatus;
  /** 1 for the first in the queue; null when not waiting. */
  waitlistPosition: number | null;
}

/** GET /api/meetups/{id}/rsvp: the caller's answer; status null = no RSVP. */
export interface MyRsvp {
  status: RsvpStatus | null;
  dogIds: string[];
  waitlistPosition: number | null;
}

/** POST and DELETE /api/meetups/{id}/rsvp. */
export interface RsvpResult {
  rsvp: MyRsvp;
  meetup: Meetup;
}

/** The live channel's 'meetup:attendance' push. It never carries a location. */
export interface AttendanceUpdate {
  meetupId: string;
  attendance: Attendance;
  currentAttendees: number;
  unregisteredAttendees: number;
  maxAttendees: number | null;
  placesLeft: number | null;
  status: MeetupStatus;
  attendees: Attendee[];
}

/** POST /api/meetups. `date` and `endTime` are ISO date-times. */
export interface ScheduleMeetupInput {
  groupId: string;
  title: string;
  description: string;
  location: string;
  locationDisplay: string | null;
  latitude?: number;
  longitude?: number;
  date: string;
  endTime: string;
  /** One of the max attendees options; 100 means no limit. */
  maxAttendees: number;
  parkType: ParkType;
  /** Trainers only, 0 to 50. */
  unregisteredAttendees?: number;
}

/** PUT /api/meetups/{id}: any of the schedule fields. */
export type UpdateMeetupInput = Partial<
  Omit<ScheduleMeetupInput, 'groupId' | 'latitude' | 'longitude'>
> & {
  latitude?: number | null;
  longitude?: number | null;
};

/** Spec section 3 "Venue search result": GET /api/venues (places used before in that city). */
export interface VenueSuggestion {
  place_id: string;
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } | null };
  types: string[];
}

export interface HistoryPerson {
  id: string;
  displayName: string;
}

export interface HistoryAttendance extends Attendance {
  unregistered: number;
  maxAttendees: number | null;
}

export interface HistoryEntry {
  revision: number;
  type: string;
  at: string;
  actor: HistoryPerson | null;
  subject: HistoryPerson | null;
  /** 'Ana R. is going with 1 dog.' */
  sentence: string;
  rsvpStatus?: RsvpStatus | null;
  attendanceAfter: HistoryAttendance;
}

/** GET /api/meetups/{id}/history[?at=ISO] (organizer, group owner, administrator). */
export interface MeetupHistory {
  meetupId: string;
  entries: HistoryEntry[];
  asOf: {
    at: string;
    attendance: HistoryAttendance | null;
    going: HistoryPerson[];
    waitlist: HistoryPerson[];
  } | null;
}

/**
 * The meetup's group as GET /api/groups/{id} answers (the fields the event page uses). Declared
 * here because features do not import each other.
 */
export interface MeetupGroup {
  id: string;
  name: string;
  description: string | null;
  city: string;
  state: string;
  memberCount: number;
  creatorId?: string;
  isMember?: boolean;
  role?: 'owner' | 'member' | null;
}

/** One of the signed-in user's dogs, as the RSVP dog picker needs it. */
export interface OwnDog {
  id: string;
  name: string;
  breed?: string | null;
  profilePicture?: string | null;
}

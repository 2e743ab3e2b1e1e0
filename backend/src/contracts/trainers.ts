/*
 * Trainers in the HTTP contract: the public trainer page, a trainer's private
 * client records and the invites that carry a record over to an account, and
 * the read models behind them. Types and plain constants only (the web app
 * imports values from here).
 */
import type { Activity } from './activities.js';
import type { AttendanceRecordResponse } from './meetup-day.js';
import type { CollectionName, Document } from './read-models.js';

/** Most client records one trainer keeps. */
export const MAX_CLIENTS = 500;
/** How long a client invite link stays valid. */
export const CLIENT_INVITE_DAYS = 30;
export const CLIENT_NAME_MAX = 100;
export const CLIENT_NOTES_MAX = 2000;

/** One upcoming public meetup on a trainer's page (general area only). */
export interface TrainerMeetup {
  id: string;
  slug: string;
  title: string;
  /** ISO start. */
  date: string;
  /** The meetup's IANA zone: the start reads as at its place. */
  timeZone: string;
  /** "Austin, TX". */
  area: string;
  groupId: string | null;
  groupName: string | null;
  activities: Activity[];
}

/** One public group a trainer runs (owns or co-organizes). */
export interface TrainerGroup {
  id: string;
  name: string;
  city: string;
  state: string;
  memberCount: number;
  role: 'owner' | 'co-organizer';
  activities: Activity[];
}

/** GET /api/trainers/{username}: the same for everyone (public content only). */
export interface TrainerPageResponse {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  trainerBio: string | null;
  city: string;
  state: string;
  profilePicture: string | null;
  /** What their public groups and upcoming public meetups are for, in ACTIVITIES order. */
  activities: Activity[];
  /** Soonest first, at most 20. */
  meetups: TrainerMeetup[];
  groups: TrainerGroup[];
}

/** One client record, for its trainer only (GET /api/trainer/clients). */
export interface ClientRecordResponse {
  id: string;
  name: string;
  dogName: string;
  email: string | null;
  notes: string | null;
  /** The account the record was carried over to (null: none yet). */
  linkedUser: { id: string; username: string } | null;
  /** An invite not yet accepted (null: none, or it was used). */
  invite: { expiresAt: string; emailedTo: string | null } | null;
  /** The trainer's meetups the client was added to. */
  meetupCount: number;
  createdAt: string;
}

/** POST /api/trainer/clients/{id}/invite: the link to copy, and whether it was mailed. */
export interface ClientInviteResponse {
  clientId: string;
  url: string;
  expiresAt: string;
  emailedTo: string | null;
}

/** GET /api/client-invites/{code}: what the invite's holder is told before accepting. */
export interface ClientInvitePreview {
  trainer: { username: string; firstName: string; lastName: string };
  clientName: string;
  dogName: string;
  expiresAt: string;
  expired: boolean;
}

/** POST /api/client-invites/{code}/accept */
export interface ClientInviteAccepted {
  trainer: { username: string; firstName: string; lastName: string };
  /** How many of the trainer's past meetups are now on the caller's attendance record. */
  meetupsCarriedOver: number;
  /** The caller's attendance record, with what came over. */
  attendance: AttendanceRecordResponse;
}

/** GET /api/trainer/meetups/{id}/clients: the clients the trainer named on one of their meetups. */
export interface MeetupClientsResponse {
  meetupId: string;
  clientIds: string[];
  /** The meetup's private places in all (named clients plus those only counted). */
  unregisteredAttendees: number;
}

/** One client record as the trainer-clients projection keeps it. `_id` is the client's id. */
export interface TrainerClientDocument extends Document {
  trainerId: string;
  name: string;
  dogName: string;
  email: string | null;
  notes: string | null;
  userId: string | null;
  invite: { code: string; emailedTo: string | null; expiresAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** An open invite link. `_id` is its code; gone once used or replaced. */
export interface ClientInviteDocument extends Document {
  trainerId: string;
  clientId: string;
  expiresAt: string;
}

/**
 * A client named on a trainer's meetup. `_id` is `<meetupId>:<clientId>`;
 * `userId` is the client's account once the record is linked: the meetup is
 * then on that account's attendance record once it has ended.
 */
export interface ClientAttendanceDocument extends Document {
  meetupId: string;
  clientId: string;
  trainerId: string;
  userId: string | null;
}

export const TRAINER_CLIENTS = 'trainer_clients' as CollectionName<TrainerClientDocument>;
export const CLIENT_INVITES = 'client_invites' as CollectionName<ClientInviteDocument>;
export const CLIENT_ATTENDANCE = 'client_attendance' as CollectionName<ClientAttendanceDocument>;

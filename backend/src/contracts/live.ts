import type { AttendeeResponse, MeetupResponse } from './meetups.js';

/**
 * What the live channel pushes to a meetup's room after its attendance
 * changed: the new counts, and the people whose answer changed since the
 * previous push (a client keeps its attendee list with withAttendeeChanges).
 * Only what changed travels, so a push costs the same for a meetup of ten or
 * five hundred. It carries no location at all, so it is safe for visitors;
 * their variant also leaves out usernames, as the HTTP API does.
 */
export interface AttendanceUpdate extends Pick<
  MeetupResponse,
  | 'attendance'
  | 'currentAttendees'
  | 'unregisteredAttendees'
  | 'maxAttendees'
  | 'placesLeft'
  | 'dayCounts'
  | 'status'
  | 'dogsGoing'
  | 'dogPlacesLeft'
  | 'sizePlacesLeft'
  | 'slots'
> {
  meetupId: string;
  /** People whose answer changed, as the attendee list shows them now. */
  changed: AttendeeResponse[];
  /** People who took their answer back (user ids). */
  removed: string[];
}

/** The acknowledgement of a watch or unwatch message (live and admin channels). */
export interface WatchAck {
  ok: boolean;
  /** Why a watch was refused (meetup gone, private group, not an administrator). */
  error?: string;
}

/**
 * How clients open the live channel. WebSocket first: one connection for the
 * whole session, so any API process behind a round-robin load balancer can
 * hold it and no sticky sessions are needed (long-polling's several requests
 * per session must all reach the process that opened it: "Session ID
 * unknown" otherwise). Long-polling stays as the fallback for networks that
 * block WebSockets; behind several processes that fallback needs stickiness.
 */
export const LIVE_CONNECTION = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} as const;

export const LIVE_EVENTS = {
  /** client -> server: `{ meetupId }`, acknowledged with a WatchAck. */
  watchMeetup: 'meetup:watch',
  unwatchMeetup: 'meetup:unwatch',
  /** server -> client: an AttendanceUpdate. */
  attendance: 'meetup:attendance',
  /** client -> server: `{ groupId }` (its photos page), acknowledged with a WatchAck. */
  watchGroup: 'group:watch',
  unwatchGroup: 'group:unwatch',
} as const;

/**
 * Why the server refused a socket's handshake: socket.io hands it to the
 * client's `connect_error` as the error's `data`. A missing token is a
 * visitor; a token the server does not accept (expired, forged, its user
 * gone) is refused with `AUTH.INVALID_TOKEN`, as HTTP answers it with a 401.
 */
export interface LiveConnectErrorData {
  code: 'AUTH.INVALID_TOKEN';
}

export const INVALID_TOKEN_CODE = 'AUTH.INVALID_TOKEN' satisfies LiveConnectErrorData['code'];

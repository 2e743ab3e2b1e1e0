import { subscribeToMeetup } from '@/lib/socket';
import type { Attendee, AttendanceUpdate, Meetup, MyRsvp } from '../types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A 'meetup:attendance' push, or null when it is not one we understand. */
export function parseAttendanceUpdate(payload: unknown): AttendanceUpdate | null {
  if (!isRecord(payload) || typeof payload.meetupId !== 'string') return null;
  if (!isRecord(payload.attendance) || !Array.isArray(payload.attendees)) return null;
  return payload as unknown as AttendanceUpdate;
}

/** Writes a push into a cached meetup (the push carries attendance, never the place). */
export function applyAttendance(meetup: Meetup, update: AttendanceUpdate): void {
  meetup.attendance = { ...update.attendance };
  meetup.currentAttendees = update.currentAttendees;
  meetup.unregisteredAttendees = update.unregisteredAttendees;
  meetup.maxAttendees = update.maxAttendees;
  meetup.placesLeft = update.placesLeft;
  meetup.status = update.status;
}

/** Writes a push into the cached list entry it concerns, if the list holds it. */
export function applyAttendanceToList(meetups: Meetup[], update: AttendanceUpdate): void {
  const meetup = meetups.find((entry) => entry.id === update.meetupId);
  if (meetup) applyAttendance(meetup, update);
}

/** The caller's own answer as the pushed attendee list shows it (absent: no RSVP). */
export function rsvpFromAttendees(attendees: Attendee[], userId: string): MyRsvp {
  const mine = attendees.find((attendee) => attendee.user.id === userId);
  return mine
    ? {
        status: mine.rsvpStatus,
        dogIds: mine.dogs.map((dog) => dog.id),
        waitlistPosition: mine.waitlistPosition,
      }
    : { status: null, dogIds: [], waitlistPosition: null };
}

/** Watches one meetup, handing on only well-formed pushes. Returns the unsubscribe. */
export function watchAttendance(
  meetupId: string,
  onUpdate: (update: AttendanceUpdate) => void,
): () => void {
  return subscribeToMeetup(meetupId, (payload) => {
    const update = parseAttendanceUpdate(payload);
    if (update) onUpdate(update);
  });
}

/**
 * The watches of a cache entry that holds several meetups (a list). `sync` is called with the
 * ids after every fetch, so meetups that join the list are watched and those that leave are not.
 */
export function createListWatch(onUpdate: (update: AttendanceUpdate) => void) {
  const stops = new Map<string, () => void>();
  return {
    sync(ids: Iterable<string>) {
      const next = new Set(ids);
      for (const [id, stop] of stops) {
        if (next.has(id)) continue;
        stop();
        stops.delete(id);
      }
      for (const id of next) if (!stops.has(id)) stops.set(id, watchAttendance(id, onUpdate));
    },
    close() {
      for (const stop of stops.values()) stop();
      stops.clear();
    },
  };
}

export type ListWatch = ReturnType<typeof createListWatch>;

import type { AttendeeResponse, StoredRsvpStatus } from './meetups.js';

const RANK: Record<StoredRsvpStatus, number> = { going: 0, waitlisted: 1, maybe: 2, not_going: 3 };

/**
 * A meetup's attendee list in its one order: going first (in the order they
 * first answered), then the queue (in the order they joined it), then maybe
 * and not going; waitlist positions counted from that order. The server lists
 * attendees with it, and the web app keeps a pushed list in it, so both show
 * the same list.
 */
export function orderAttendees(attendees: readonly AttendeeResponse[]): AttendeeResponse[] {
  const ordered = [...attendees].sort(
    (a, b) =>
      RANK[a.rsvpStatus] - RANK[b.rsvpStatus] ||
      a.order - b.order ||
      (a.user.id < b.user.id ? -1 : a.user.id > b.user.id ? 1 : 0),
  );
  let position = 0;
  return ordered.map((attendee) => {
    const waitlistPosition = attendee.rsvpStatus === 'waitlisted' ? ++position : null;
    return attendee.waitlistPosition === waitlistPosition
      ? attendee
      : { ...attendee, waitlistPosition };
  });
}

/** The list after a live update: changed people replaced or added, people who left taken out. */
export function withAttendeeChanges(
  attendees: readonly AttendeeResponse[],
  changes: { changed: readonly AttendeeResponse[]; removed: readonly string[] },
): AttendeeResponse[] {
  const byUser = new Map(attendees.map((attendee) => [attendee.user.id, attendee]));
  for (const userId of changes.removed) byUser.delete(userId);
  for (const attendee of changes.changed) byUser.set(attendee.user.id, attendee);
  return orderAttendees([...byUser.values()]);
}

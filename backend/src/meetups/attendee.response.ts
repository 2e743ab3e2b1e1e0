import type { AttendeeResponse } from '../contracts/meetups.js';
import type { DogDocument, RsvpDocument, UserDocument } from '../contracts/read-models.js';

/**
 * One person's entry on a meetup's list, or null when their account is gone.
 * `position` is their place in the queue (null when not waiting).
 */
export function toAttendee(
  rsvp: RsvpDocument,
  person: UserDocument | undefined,
  dogs: ReadonlyMap<string, DogDocument>,
  signedIn: boolean,
  position: number | null,
): AttendeeResponse | null {
  if (!person) return null;
  return {
    user: {
      id: person._id,
      firstName: person.firstName,
      ...(signedIn ? { username: person.username } : {}),
      profilePicture: person.profilePicture,
    },
    dogs: rsvp.dogIds.flatMap((dogId, index) => {
      const dog = dogs.get(dogId);
      return dog
        ? [
            {
              id: dog._id,
              name: dog.name,
              breed: dog.breed,
              profilePicture: dog.profilePicture,
              // As recorded on the RSVP: the size its place was counted by.
              sizeClass: rsvp.dogSizes?.[index] ?? dog.sizeClass ?? null,
              needsSpace: dog.needsSpace ?? false,
            },
          ]
        : [];
    }),
    rsvpStatus: rsvp.status,
    arrivalSlot: rsvp.arrivalSlot ?? null,
    waitlistPosition: position,
    order: rsvp.status === 'waitlisted' ? (rsvp.queuedAt ?? 0) : rsvp.respondedRevision,
    // Where someone is on the day is for signed-in viewers; a no-show never shows here.
    ...(signedIn && rsvp.day
      ? {
          day: {
            status: rsvp.day.status,
            lateMinutes: rsvp.day.lateMinutes,
            checkedIn: rsvp.day.checkedIn,
            statusAt: rsvp.day.statusAt,
          },
        }
      : {}),
  };
}

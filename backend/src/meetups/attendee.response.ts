import type { AttendeeResponse } from '../contracts/meetups.js';
import type { DogDocument, RsvpDocument, UserDocument } from '../contracts/read-models.js';

const ORDER: Record<RsvpDocument['status'], number> = {
  going: 0,
  waitlisted: 1,
  maybe: 2,
  not_going: 3,
};

/** Going first (in the order they answered), then the queue in its order, then maybe and not going. */
export function toAttendees(
  rsvps: RsvpDocument[],
  people: Map<string, UserDocument>,
  dogs: DogDocument[],
  signedIn: boolean,
): AttendeeResponse[] {
  const queue = rsvps
    .filter((rsvp) => rsvp.status === 'waitlisted')
    .sort((a, b) => (a.queuedAt ?? 0) - (b.queuedAt ?? 0))
    .map((rsvp) => rsvp.userId);
  return [...rsvps]
    .sort(
      (a, b) =>
        ORDER[a.status] - ORDER[b.status] ||
        (a.status === 'waitlisted'
          ? (a.queuedAt ?? 0) - (b.queuedAt ?? 0)
          : a.respondedRevision - b.respondedRevision) ||
        a.userId.localeCompare(b.userId),
    )
    .flatMap((rsvp) => {
      const person = people.get(rsvp.userId);
      if (!person) return [];
      const position = queue.indexOf(rsvp.userId);
      return [
        {
          user: {
            id: person._id,
            firstName: person.firstName,
            ...(signedIn ? { username: person.username } : {}),
            profilePicture: person.profilePicture,
          },
          dogs: dogs
            .filter((dog) => rsvp.dogIds.includes(dog._id))
            .map((dog) => ({
              id: dog._id,
              name: dog.name,
              breed: dog.breed,
              profilePicture: dog.profilePicture,
            })),
          rsvpStatus: rsvp.status,
          waitlistPosition: position === -1 ? null : position + 1,
        },
      ];
    });
}

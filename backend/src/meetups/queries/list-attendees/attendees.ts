import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import type { AttendeeResponse } from '../../../contracts/meetups.js';
import {
  DOGS,
  RSVPS,
  type DogDocument,
  type RsvpDocument,
} from '../../../contracts/read-models.js';
import { usersById } from '../../../groups/index.js';
import { toAttendee, toAttendees } from '../../attendee.response.js';

/** The people and dogs of some RSVPs, looked up once each. */
async function peopleAndDogs(store: DocumentStore, rsvps: readonly RsvpDocument[]) {
  const dogIds = rsvps.flatMap((rsvp) => rsvp.dogIds);
  const [people, dogs] = await Promise.all([
    usersById(
      store,
      rsvps.map((rsvp) => rsvp.userId),
    ),
    dogIds.length > 0
      ? store.collection<DogDocument>(DOGS).find({ _id: { $in: dogIds } })
      : Promise.resolve([]),
  ]);
  return { people, dogs: new Map(dogs.map((dog) => [dog._id, dog])) };
}

/** Everyone who answered, with their people and dogs joined in. */
export async function attendeesOf(
  store: DocumentStore,
  meetupId: string,
  signedIn: boolean,
): Promise<AttendeeResponse[]> {
  const rsvps = await store.collection<RsvpDocument>(RSVPS).find({ meetupId });
  const { people, dogs } = await peopleAndDogs(store, rsvps);
  return toAttendees(rsvps, people, dogs, signedIn);
}

/**
 * The entries of `userIds` as the list shows them now, for members and for
 * visitors (a live push), and which of them no longer answer. Costs what the
 * changed people cost, plus one read of the queue for their places in it.
 */
export async function changedAttendees(
  store: DocumentStore,
  meetupId: string,
  userIds: readonly string[],
): Promise<{ members: AttendeeResponse[]; visitors: AttendeeResponse[]; removed: string[] }> {
  const rsvpCollection = store.collection<RsvpDocument>(RSVPS);
  const rsvps = await rsvpCollection.find({
    _id: { $in: userIds.map((userId) => `${meetupId}:${userId}`) },
  });
  const answering = new Set(rsvps.map((rsvp) => rsvp.userId));
  const removed = userIds.filter((userId) => !answering.has(userId));
  const queue = rsvps.some((rsvp) => rsvp.status === 'waitlisted')
    ? await rsvpCollection.find(
        { meetupId, status: 'waitlisted' },
        { sort: { queuedAt: 1 }, projection: { userId: 1 } },
      )
    : [];
  const positions = new Map(queue.map((rsvp, index) => [rsvp.userId, index + 1]));
  const { people, dogs } = await peopleAndDogs(store, rsvps);
  const entries = (signedIn: boolean) =>
    rsvps.flatMap(
      (rsvp) =>
        toAttendee(
          rsvp,
          people.get(rsvp.userId),
          dogs,
          signedIn,
          positions.get(rsvp.userId) ?? null,
        ) ?? [],
    );
  return { members: entries(true), visitors: entries(false), removed };
}

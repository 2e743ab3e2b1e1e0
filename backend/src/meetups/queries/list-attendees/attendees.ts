import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import type { AttendeeResponse, StoredRsvpStatus } from '../../../contracts/meetups.js';
import {
  DOGS,
  RSVPS,
  type DogDocument,
  type RsvpDocument,
} from '../../../contracts/read-models.js';
import { usersById } from '../../../groups/index.js';
import { toAttendee } from '../../attendee.response.js';

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

/** Where a page of attendees starts: after this person, in the list's one order. */
export interface AttendeePosition {
  /** going 0, waitlisted 1, maybe 2, not going 3 (`contracts/attendee-order.ts`). */
  rank: number;
  /** Their `order` within the status: the revision of their first answer, or of queueing. */
  order: number;
  userId: string;
}

const STATUSES: readonly StoredRsvpStatus[] = ['going', 'waitlisted', 'maybe', 'not_going'];
/** The read-model field each status is ordered by (`order` on the wire). */
const orderField = (status: StoredRsvpStatus) =>
  status === 'waitlisted' ? 'queuedAt' : 'respondedRevision';

/** The position of an entry on the list, which the next page's cursor names. */
export const attendeePosition = (attendee: AttendeeResponse): AttendeePosition => ({
  rank: STATUSES.indexOf(attendee.rsvpStatus),
  order: attendee.order,
  userId: attendee.user.id,
});

/** Up to `take` RSVPs after `after` in the list's order, read status by status from the read model. */
async function rsvpsAfter(
  store: DocumentStore,
  meetupId: string,
  after: AttendeePosition | undefined,
  take: number,
): Promise<RsvpDocument[]> {
  const found: RsvpDocument[] = [];
  for (let rank = after?.rank ?? 0; rank < STATUSES.length && found.length < take; rank += 1) {
    const status = STATUSES[rank]!;
    const field = orderField(status);
    const within =
      after && after.rank === rank
        ? {
            $or: [
              { [field]: { $gt: after.order } },
              { [field]: after.order, userId: { $gt: after.userId } },
            ],
          }
        : {};
    found.push(
      ...(await store
        .collection<RsvpDocument>(RSVPS)
        .find(
          { meetupId, status, ...within },
          { sort: { [field]: 1, userId: 1 }, limit: take - found.length },
        )),
    );
  }
  return found;
}

/**
 * Up to `take` people after `after` (from the start when undefined), with
 * their people and dogs joined in. Waitlist positions count the whole queue,
 * not just this page. People whose account is gone are passed over.
 */
export async function attendeesAfter(
  store: DocumentStore,
  meetupId: string,
  signedIn: boolean,
  after: AttendeePosition | undefined,
  take: number,
): Promise<AttendeeResponse[]> {
  const page: AttendeeResponse[] = [];
  let from = after;
  while (page.length < take) {
    const rsvps = await rsvpsAfter(store, meetupId, from, take - page.length);
    if (rsvps.length === 0) break;
    const firstQueued = rsvps.find((rsvp) => rsvp.status === 'waitlisted');
    let ahead = firstQueued
      ? await store.collection<RsvpDocument>(RSVPS).countDocuments({
          meetupId,
          status: 'waitlisted',
          $or: [
            { queuedAt: { $lt: firstQueued.queuedAt } },
            { queuedAt: firstQueued.queuedAt, userId: { $lt: firstQueued.userId } },
          ],
        })
      : 0;
    const { people, dogs } = await peopleAndDogs(store, rsvps);
    for (const rsvp of rsvps) {
      const position = rsvp.status === 'waitlisted' ? ++ahead : null;
      const entry = toAttendee(rsvp, people.get(rsvp.userId), dogs, signedIn, position);
      if (entry) page.push(entry);
    }
    const last = rsvps[rsvps.length - 1]!;
    from = {
      rank: STATUSES.indexOf(last.status),
      order: (last.status === 'waitlisted' ? last.queuedAt : last.respondedRevision) ?? 0,
      userId: last.userId,
    };
  }
  return page;
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

import type { CollectionName, Document } from '@packmeet/backend/contracts/read-models';
import type { IndexSpec } from '../store/document-store.port.js';
import { remove, update, upsert, type ProjectionHandlers } from '../projection.js';
import { removeAll, whenForgotten } from '../forgetting.js';
import { deliver, meetupSubject } from './deliver.js';
import { NOTIFY_MEETUPS, type MeetupFact } from './notification-facts.js';

/*
 * "Pepper's playmate Juno is going to Saturday's walk" (docs/notifications.md).
 * The playmates module decided whom to tell (PlaymateGoingNotified: people
 * who may see the meetup, turned the kind on, and no block, setting or
 * deleted account between them); here they are told, as their preferences
 * allow, in one in-app notification per event,
 * `playmate-going:<meetupId>:<dogId>:<eventId>`, that names each one's own
 * dogs (`dogNamesOf`), and each by an email
 * `playmate-going:<meetupId>:<dogId>:<recipient>`.
 *
 * The event names dogs by id; their names are this projection's own facts,
 * folded from the dog events. A dog's name is its owner's personal data: a
 * forgotten owner's dogs leave the facts, and the notifications naming their
 * dog as the playmate lose the name (null, as the shredded dog events read,
 * `forgetActor` in notifications.projection.ts), so a replay after the
 * deletion words them the same way.
 */

export interface DogFact extends Document {
  ownerId: string;
  /** Null once its owner is forgotten (the dog events' redacted value). */
  name: string | null;
}

export const NOTIFY_DOGS = 'notify_dogs' as CollectionName<DogFact>;
export const dogFactIndexes: { collection: string; spec: IndexSpec }[] = [
  { collection: NOTIFY_DOGS, spec: { keys: { ownerId: 1 } } },
];

export const playmateNotificationHandlers: ProjectionHandlers = {
  DogAdded: ({ data }) => [
    upsert(NOTIFY_DOGS, data.dogId, { $set: { ownerId: data.ownerId, name: data.name } }),
  ],
  DogUpdated: ({ data }) =>
    data.changes.name === undefined
      ? []
      : [update(NOTIFY_DOGS, { _id: data.dogId }, { $set: { name: data.changes.name } })],
  DogRemoved: ({ data }) => [remove(NOTIFY_DOGS, { _id: data.dogId })],
  PlaymateGoingNotified: async (event, view) => {
    const { meetupId, dogId, ownerId, recipients } = event.data;
    const meetup = await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { _id: meetupId });
    if (!meetup || meetup.cancelled) return [];
    const dogIds = [dogId, ...recipients.flatMap((recipient) => recipient.dogIds)];
    const dogs = await view.find<DogFact>(NOTIFY_DOGS, { _id: { $in: dogIds } });
    const nameOf = new Map(dogs.map((dog) => [dog._id, dog.name]));
    const subject = {
      ...(await meetupSubject(view, { ...meetup, _id: meetupId })),
      actorId: ownerId,
      playmateName: nameOf.get(dogId) ?? null,
    };
    return deliver(view, event, {
      kind: 'playmate-going',
      cause: `${meetupId}:${dogId}`,
      // Owners of playmates linked later are told in an event of their own.
      part: event.eventId,
      recipients: recipients.map((recipient) => recipient.userId),
      subject,
      dogNamesOf: new Map(
        recipients.map((recipient) => [
          recipient.userId,
          recipient.dogIds.flatMap((id) => nameOf.get(id) ?? []),
        ]),
      ),
      link: `/event/${meetup.slug}`,
      // News about a meetup is worth sending until it starts.
      expiresAt: meetup.startsAt,
    });
  },
  ...whenForgotten((userId) => [removeAll(NOTIFY_DOGS, { ownerId: userId })]),
};

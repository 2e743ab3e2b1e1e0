/**
 * The public event catalogue: every event type PackMeet stores, with its zod
 * schema and schema version. Projections and the frontend import from here and
 * nowhere else in the backend. docs/events.md describes each event.
 */
import type { z } from 'zod';
import {
  reservationEvents,
  userEvents,
  type ReservationEvent,
  type UserEvent,
} from './accounts/domain/user.events.js';
import { dogEvents, type DogEvent } from './dogs/domain/dog.events.js';
import type { StoredEvent } from './event-store/event-store.port.js';
import { groupEvents, type GroupEvent } from './groups/domain/group.events.js';
import { postEvents, type PostEvent } from './groups/domain/post.events.js';
import { meetupSlugEvents, type MeetupSlugReserved } from './meetups/domain/meetup-slug.events.js';
import { meetupEvents, type MeetupEvent } from './meetups/domain/meetup.events.js';
import type { EventDefinition } from './shared/event-definition.js';

export * from './accounts/domain/user.events.js';
export * from './dogs/domain/dog.events.js';
export * from './groups/domain/group.events.js';
export * from './groups/domain/post.events.js';
export * from './meetups/domain/meetup.events.js';
export * from './meetups/domain/meetup-slug.events.js';
export type {
  EventStore,
  GlobalPosition,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from './event-store/event-store.port.js';
export { START } from './event-store/event-store.port.js';

export type PackMeetEvent =
  | UserEvent
  | ReservationEvent
  | DogEvent
  | GroupEvent
  | PostEvent
  | MeetupEvent
  | MeetupSlugReserved;
export type PackMeetEventType = PackMeetEvent['type'];

/** A stored event narrowed by its type: `if (event.type === 'UserRegistered') event.data.email`. */
export type StoredPackMeetEvent = {
  [Type in PackMeetEventType]: StoredEvent<Type, Extract<PackMeetEvent, { type: Type }>['data']>;
}[PackMeetEventType];

type AnyEventDefinition = EventDefinition<string, z.ZodType>;

export const eventCatalogue: ReadonlyMap<string, AnyEventDefinition> = new Map(
  [
    ...userEvents,
    ...reservationEvents,
    ...dogEvents,
    ...groupEvents,
    ...postEvents,
    ...meetupEvents,
    ...meetupSlugEvents,
  ].map((definition) => [definition.type, definition]),
);

export function definitionOf(type: string): AnyEventDefinition {
  const definition = eventCatalogue.get(type);
  if (!definition) throw new Error(`Unknown event type ${type}: add it to events.ts`);
  return definition;
}

/**
 * The public event catalogue: every event type PackMeet stores, with its zod
 * schema and schema version. Part of the wire contract (`contracts/`), which
 * backend, projections and frontend share. docs/events.md describes each event.
 */
import type { z } from 'zod';
import {
  reservationEvents,
  userEvents,
  type ReservationEvent,
  type UserEvent,
} from './events/user.events.js';
import { dogEvents, type DogEvent } from './events/dog.events.js';
import type { StoredEvent } from './event-store.js';
import { groupSettingsEvents, type GroupSettingsEvent } from './events/group.events.js';
import {
  groupMembershipEvents,
  type GroupMembershipEvent,
} from './events/group-membership.events.js';
import { postEvents, type PostEvent } from './events/post.events.js';
import { meetupSlugEvents, type MeetupSlugEvent } from './events/meetup-slug.events.js';
import { meetupEvents, type MeetupEvent } from './events/meetup.events.js';
import { meetupSeriesEvents, type MeetupSeriesEvent } from './events/meetup-series.events.js';
import { notificationEvents, type NotificationEvent } from './events/notification.events.js';
import { demandEvents, type DemandEvent } from './events/demand.events.js';
import { forgetEvents, type ForgetEvent } from './events/forget.events.js';
import { trainerClientEvents, type TrainerClientEvent } from './events/trainer-client.events.js';
import { moderationEvents, type ModerationEvent } from './events/moderation.events.js';
import { uploadEvents, type UploadEvent } from './events/upload.events.js';
import { discussionEvents, type DiscussionEvent } from './events/discussion.events.js';
import { photoEvents, type PhotoEvent } from './events/photo.events.js';
import { playmateEvents, type PlaymateEvent } from './events/playmate.events.js';
import type { EventDefinition } from './event-definition.js';

export * from './events/user.events.js';
export * from './events/dog.events.js';
export * from './events/group.events.js';
export * from './events/group-membership.events.js';
export * from './events/post.events.js';
export * from './events/meetup.events.js';
export * from './events/meetup-slug.events.js';
export * from './events/meetup-series.events.js';
export * from './events/notification.events.js';
export * from './events/meetup-day.events.js';
export * from './events/demand.events.js';
export * from './events/forget.events.js';
export * from './events/trainer-client.events.js';
export * from './events/moderation.events.js';
export * from './events/upload.events.js';
export * from './events/discussion.events.js';
export * from './events/photo.events.js';
export * from './events/playmate.events.js';

/** Everything that happens in a group's stream. */
export type GroupEvent = GroupSettingsEvent | GroupMembershipEvent;

export type PackMeetEvent =
  | UserEvent
  | ReservationEvent
  | DogEvent
  | GroupEvent
  | PostEvent
  | MeetupEvent
  | MeetupSlugEvent
  | MeetupSeriesEvent
  | NotificationEvent
  | DemandEvent
  | ForgetEvent
  | TrainerClientEvent
  | ModerationEvent
  | UploadEvent
  | DiscussionEvent
  | PhotoEvent
  | PlaymateEvent;
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
    ...groupSettingsEvents,
    ...groupMembershipEvents,
    ...postEvents,
    ...meetupEvents,
    ...meetupSlugEvents,
    ...meetupSeriesEvents,
    ...notificationEvents,
    ...demandEvents,
    ...forgetEvents,
    ...trainerClientEvents,
    ...moderationEvents,
    ...uploadEvents,
    ...discussionEvents,
    ...photoEvents,
    ...playmateEvents,
  ].map((definition) => [definition.type, definition]),
);

export function definitionOf(type: string): AnyEventDefinition {
  const definition = eventCatalogue.get(type);
  if (!definition) throw new Error(`Unknown event type ${type}: add it to events.ts`);
  return definition;
}

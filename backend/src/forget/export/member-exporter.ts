import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type Document,
  type DocumentStore,
  type Filter,
} from '@packmeet/projections/store/document-store.port';
import { dogsStream } from '../../dogs/index.js';
import { userStream } from '../../accounts/index.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import type { ExportedEvent, MemberExport } from '../../contracts/member-export.js';
import {
  forRecipient,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
} from '../../contracts/notifications.js';
import {
  ATTENDANCE_RECORDS,
  COMMENTS,
  DOGS,
  GROUP_HISTORY,
  GROUP_JOIN_REQUESTS,
  GROUP_MEMBERS,
  GROUPS,
  MEETUP_HISTORY,
  MEETUP_NOTES,
  MEETUPS,
  POSTS,
  RSVPS,
  USERS,
  type CollectionName,
} from '../../contracts/read-models.js';

/** Drops the projections' bookkeeping (`_position`), keeping `_id`. */
function clean<T extends Document>(document: T): T {
  return Object.fromEntries(
    Object.entries(document).filter(([key]) => key === '_id' || !key.startsWith('_')),
  ) as T;
}

/**
 * Builds a member's data export: the read models for what they hold and
 * did, and the event log for their own streams (account and dogs), whose
 * history the read models keep only as its latest state.
 */
@Injectable()
export class MemberExporter {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async export(userId: string, now: Date): Promise<MemberExport> {
    const all = <T extends Document>(
      collection: CollectionName<T>,
      filter: Filter,
      sort?: string,
    ) =>
      this.store
        .collection(collection)
        .find(filter, sort ? { sort: { [sort]: 1 } } : {})
        .then((documents) => documents.map(clean));
    const [profile, dogs, members, joinRequests, rsvps, meetupHistory, groupHistory] =
      await Promise.all([
        this.store.collection(USERS).findOne({ _id: userId }),
        all(DOGS, { ownerId: userId }),
        all(GROUP_MEMBERS, { userId }),
        all(GROUP_JOIN_REQUESTS, { userId }),
        all(RSVPS, { userId }),
        all(MEETUP_HISTORY, { actorId: userId }, 'at'),
        all(GROUP_HISTORY, { actorId: userId }, 'at'),
      ]);
    const [attendance, notes, posts, comments, notifications, preferences] = await Promise.all([
      all(ATTENDANCE_RECORDS, { userId }),
      all(MEETUP_NOTES, { userId }),
      all(POSTS, { authorId: userId }, 'createdAt'),
      all(COMMENTS, { authorId: userId }, 'createdAt'),
      all(NOTIFICATIONS, { recipients: userId }, 'createdAt'),
      this.store.collection(NOTIFICATION_PREFERENCES).findOne({ _id: userId }),
    ]);
    const groups = await all(GROUPS, { _id: { $in: members.map((member) => member.groupId) } });
    const meetups = await all(MEETUPS, { _id: { $in: rsvps.map((rsvp) => rsvp.meetupId) } });
    const groupName = new Map(groups.map((group) => [group._id, group.name]));
    const meetup = new Map(meetups.map((found) => [found._id, found]));
    return {
      exportedAt: now.toISOString(),
      profile: profile && clean(profile),
      dogs,
      memberships: members.map((member) => ({
        ...member,
        groupName: groupName.get(member.groupId) ?? null,
      })),
      joinRequests,
      rsvps: rsvps.map((rsvp) => ({
        ...rsvp,
        meetupTitle: meetup.get(rsvp.meetupId)?.title ?? null,
        startsAt: meetup.get(rsvp.meetupId)?.startsAt ?? null,
      })),
      meetupHistory,
      groupHistory,
      attendance,
      notesForOrganizers: notes,
      posts,
      comments,
      // Their own notifications, naming no one else told; others appear by id only: the actor's
      // display name stays on the screen, out of the file.
      notifications: notifications.map((document) => {
        const { actorName: _actorName, ...notification } = forRecipient(document, userId);
        return notification;
      }),
      notificationPreferences: preferences && clean(preferences),
      accountHistory: [
        ...(await this.history(userStream(userId))),
        ...(await this.history(dogsStream(userId))),
      ],
    };
  }

  private async history(stream: string): Promise<ExportedEvent[]> {
    const events: ExportedEvent[] = [];
    for await (const event of this.events.readStream(stream)) {
      const { passwordHash: _hash, ...data } = event.data as Record<string, unknown>;
      events.push({ type: event.type, stream, occurredAt: event.metadata.occurredAt, data });
    }
    return events;
  }
}

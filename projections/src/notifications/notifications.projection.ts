import { accountEmailHandlers } from './account-emails.js';
import { placeTimeZone } from '@packmeet/backend/contracts/time-zones';
import {
  NOTIFICATION_EMAILS,
  NOTIFICATION_PREFERENCES,
  NOTIFICATION_REMINDERS,
  NOTIFICATIONS,
  REMINDER_LEAD_MS,
  dueHour,
  REMINDER_WINDOWS,
  type ReminderDocument,
} from '@packmeet/backend/contracts/notifications';
import {
  defineProjection,
  type DocumentChange,
  type EventOfType,
  type ProjectionHandlers,
  type ProjectionView,
  remove,
  update,
  updateAll,
  upsert,
} from '../projection.js';
import { deliver, meetupSubject } from './deliver.js';
import {
  factCollections,
  factHandlers,
  factIndexes,
  NOTIFY_GROUPS,
  NOTIFY_MEETUPS,
  NOTIFY_MEMBERS,
  NOTIFY_PEOPLE,
  NOTIFY_POSTS,
  NOTIFY_RSVPS,
  type MeetupFact,
  type MemberFact,
  type NamedFact,
  type PostFact,
  type RsvpFact,
} from './notification-facts.js';
import { emailStatusHandlers, settle } from './email-status.js';
import { recipientHandlers } from './notification-recipients.js';
import { directEmailHandlers } from './direct-emails.js';
import { discussionNotificationHandlers } from './discussion-notifications.js';
import {
  dogFactIndexes,
  NOTIFY_DOGS,
  playmateNotificationHandlers,
} from './playmate-notifications.js';

const eventPage = (slug: string) => `/event/${slug}`;
const groupPage = (groupId: string) => `/groups/${groupId}`;

/** Everyone with an answer that counts them in or near: going, maybe or waitlisted. */
async function answeredPeople(view: ProjectionView, meetupId: string, except: string | null) {
  const rsvps = await view.find<RsvpFact>(NOTIFY_RSVPS, {
    meetupId,
    status: { $in: ['going', 'maybe', 'waitlisted'] },
  });
  return rsvps.map((rsvp) => rsvp.userId).filter((userId) => userId !== except);
}

/** Reminder moments still ahead when the meetup was scheduled or moved; a moment already passed is not kept. */
async function scheduleReminders(
  view: ProjectionView,
  meetupId: string,
  startsAt: string,
  decidedAt: string,
): Promise<DocumentChange[]> {
  const existing = await view.find<ReminderDocument>(NOTIFICATION_REMINDERS, { meetupId });
  return REMINDER_WINDOWS.map((window) => {
    const _id = `${meetupId}:${window}`;
    const fired = existing.some((reminder) => reminder._id === _id && reminder.fired);
    // One reminder per moment of a meetup: once sent, a later move does not send it again.
    if (fired) return update(NOTIFICATION_REMINDERS, { _id }, { $set: { startsAt } });
    const dueAt = new Date(Date.parse(startsAt) - REMINDER_LEAD_MS[window]).toISOString();
    if (dueAt <= decidedAt) return remove(NOTIFICATION_REMINDERS, { _id });
    return upsert(NOTIFICATION_REMINDERS, _id, {
      $set: { meetupId, window, dueAt, dueHour: dueHour(dueAt), startsAt, fired: false },
    });
  });
}

const notifyHandlers: ProjectionHandlers = {
  MeetupScheduled: async (event, view) => {
    const { data, metadata } = event;
    const fact = {
      groupId: data.groupId,
      slug: data.slug,
      title: data.title,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      location: data.location,
      // Scheduled before zones were recorded: the zone of the place, as the meetups projection does.
      timeZone: data.timeZone ?? placeTimeZone(data),
      cancelled: false,
      seriesId: data.series?.seriesId ?? null,
    };
    // A series makes its occurrences weeks ahead: members hear of its first one, not of each.
    const seriesKnown =
      fact.seriesId !== null &&
      (await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { seriesId: fact.seriesId })) !== null;
    const changes = [
      upsert(NOTIFY_MEETUPS, data.meetupId, { $set: fact }),
      ...(await scheduleReminders(view, data.meetupId, data.startsAt, metadata.occurredAt)),
    ];
    if (!data.groupId || seriesKnown) return changes;
    const members = await view.find<MemberFact>(NOTIFY_MEMBERS, { groupId: data.groupId });
    return changes.concat(
      await deliver(view, event, {
        kind: 'meetup-scheduled',
        cause: data.meetupId,
        recipients: members.map((m) => m.userId).filter((id) => id !== data.organizerId),
        subject: await meetupSubject(view, { _id: data.meetupId, ...fact }),
        link: eventPage(data.slug),
      }),
    );
  },
  MeetupUpdated: async (event, view) => {
    const { data, metadata } = event;
    const before = await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { _id: data.meetupId });
    if (!before) return [];
    const { changes } = data;
    const after = {
      ...before,
      ...Object.fromEntries(
        (['title', 'startsAt', 'endsAt', 'location'] as const)
          .filter((field) => changes[field] !== undefined)
          .map((field) => [field, changes[field]]),
      ),
      timeZone: changes.timeZone ?? before.timeZone,
    };
    const changed: ('time' | 'place')[] = [];
    if (after.startsAt !== before.startsAt || after.endsAt !== before.endsAt) changed.push('time');
    if (after.location !== before.location) changed.push('place');
    const writes: DocumentChange[] = [upsert(NOTIFY_MEETUPS, data.meetupId, { $set: after })];
    if (after.startsAt !== before.startsAt)
      writes.push(
        ...(await scheduleReminders(view, data.meetupId, after.startsAt, metadata.occurredAt)),
      );
    // An announced change reaches the same people as its announcement (meetup-announcement).
    if (changed.length === 0 || data.announcement !== undefined) return writes;
    return writes.concat(
      await deliver(view, event, {
        kind: 'meetup-changed',
        cause: event.eventId,
        recipients: await answeredPeople(view, data.meetupId, metadata.userId),
        subject: { ...(await meetupSubject(view, after)), changed },
        link: eventPage(after.slug),
      }),
    );
  },
  MeetupCancelled: async (event, view) => {
    const { data } = event;
    const meetup = await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { _id: data.meetupId });
    if (!meetup) return [];
    return [
      update(NOTIFY_MEETUPS, { _id: data.meetupId }, { $set: { cancelled: true } }),
      { collection: NOTIFICATION_REMINDERS, deleteMany: { filter: { meetupId: data.meetupId } } },
      ...(await deliver(view, event, {
        kind: 'meetup-cancelled',
        cause: data.meetupId,
        recipients: await answeredPeople(view, data.meetupId, data.cancelledBy),
        subject: { ...(await meetupSubject(view, meetup)), reason: data.reason },
        link: eventPage(meetup.slug),
      })),
    ];
  },
  WaitlistPromoted: async (event, view) => {
    const meetup = await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { _id: event.data.meetupId });
    if (!meetup) return [];
    return deliver(view, event, {
      kind: 'waitlist-promoted',
      cause: event.eventId,
      recipients: [event.data.userId],
      subject: await meetupSubject(view, meetup),
      link: eventPage(meetup.slug),
      expiresAt: meetup.startsAt,
    });
  },
  MeetupReminderDue: async (event, view) => {
    const { meetupId, window } = event.data;
    const meetup = await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { _id: meetupId });
    const fired = update(
      NOTIFICATION_REMINDERS,
      { _id: `${meetupId}:${window}` },
      { $set: { fired: true } },
    );
    if (!meetup || meetup.cancelled) return [fired];
    const going = await view.find<RsvpFact>(NOTIFY_RSVPS, { meetupId, status: 'going' });
    return [
      fired,
      ...(await deliver(view, event, {
        kind: 'meetup-reminder',
        cause: `${meetupId}:${window}`,
        recipients: going.map((rsvp) => rsvp.userId),
        subject: { ...(await meetupSubject(view, meetup)), window },
        link: eventPage(meetup.slug),
        expiresAt: meetup.startsAt,
      })),
    ];
  },
  GroupJoinRequested: async (event, view) => {
    const { groupId, userId } = event.data;
    // Asked again soon after withdrawing: the organizers were told already (docs/security.md "Limits").
    if (event.data.notifyOrganizers === false) return [];
    const organizers = await view.find<MemberFact>(NOTIFY_MEMBERS, {
      groupId,
      role: { $in: ['owner', 'co-organizer'] },
    });
    const group = await view.findOne<NamedFact>(NOTIFY_GROUPS, { _id: groupId });
    const person = await view.findOne<NamedFact>(NOTIFY_PEOPLE, { _id: userId });
    return deliver(view, event, {
      kind: 'join-requested',
      cause: event.eventId,
      recipients: organizers.map((organizer) => organizer.userId),
      subject: {
        group: { id: groupId, name: group?.name ?? '' },
        actorName: person?.name,
        actorId: userId,
      },
      link: `${groupPage(groupId)}/manage`,
    });
  },
  GroupJoinApproved: (event, view) => answerJoin(event, view, true),
  GroupJoinDeclined: (event, view) => answerJoin(event, view, false),
  CommentAdded: async (event, view) => {
    const { postId, authorId, groupId } = event.data;
    const post = await view.findOne<PostFact>(NOTIFY_POSTS, { _id: postId });
    if (!post || post.authorId === authorId) return [];
    const group = await view.findOne<NamedFact>(NOTIFY_GROUPS, { _id: groupId });
    const person = await view.findOne<NamedFact>(NOTIFY_PEOPLE, { _id: authorId });
    return deliver(view, event, {
      kind: 'post-commented',
      cause: event.eventId,
      recipients: [post.authorId],
      subject: {
        group: { id: groupId, name: group?.name ?? '' },
        actorName: person?.name,
        actorId: authorId,
      },
      link: groupPage(groupId),
    });
  },
  // A private group's content stays with its members: leaving takes its notifications along.
  NotificationPreferenceSet: ({ data }) => {
    const writes = [
      upsert(NOTIFICATION_PREFERENCES, data.userId, {
        $set: { [`preferences.${data.kind}.${data.channel}`]: data.enabled },
      }),
    ];
    // Turning email off also holds back what is still waiting in the outbox.
    if (data.channel === 'email' && !data.enabled)
      writes.push(
        updateAll(
          NOTIFICATION_EMAILS,
          { userId: data.userId, kind: data.kind, status: 'queued' },
          settle({ status: 'skipped', lastError: 'turned off by its recipient' }),
        ),
      );
    return writes;
  },
};

async function answerJoin(
  event: EventOfType<'GroupJoinApproved' | 'GroupJoinDeclined'>,
  view: ProjectionView,
  approved: boolean,
) {
  const { groupId, userId } = event.data;
  const group = await view.findOne<NamedFact>(NOTIFY_GROUPS, { _id: groupId });
  return deliver(view, event, {
    kind: 'join-answered',
    cause: event.eventId,
    recipients: [userId],
    subject: { group: { id: groupId, name: group?.name ?? '' }, approved },
    link: approved ? groupPage(groupId) : '/find-groups',
  });
}

/** Runs each handler map's handler for an event, the notifying ones first (they read the facts as they were before it). */
function combine(...maps: ProjectionHandlers[]): ProjectionHandlers {
  const types = new Set(maps.flatMap((map) => Object.keys(map)));
  const combined: Record<string, unknown> = {};
  for (const type of types) {
    const handlers = maps.flatMap((map) => {
      const handler = map[type as keyof ProjectionHandlers];
      return handler ? [handler as (event: unknown, view: ProjectionView) => unknown] : [];
    });
    combined[type] = async (event: unknown, view: ProjectionView) =>
      (await Promise.all(handlers.map((handler) => handler(event, view)))).flat();
  }
  return combined as ProjectionHandlers;
}

/**
 * Who is told what (docs/notifications.md): in-app entries, the email
 * outbox and the reminder schedule, folded from the log under deterministic
 * keys. The email senders and the reminder timer read these collections and
 * record what they did as events, which come back here.
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  // 2: reminders carry dueHour. 3: notifications name their actor's id (actorId), for forgetting
  // them. 4: dogs' names as facts, for playmates going. 5: a settled email keeps only its key and
  // outcome. 6: one in-app notification per cause, naming its recipients.
  version: 6,
  collections: [
    NOTIFICATIONS,
    NOTIFICATION_EMAILS,
    NOTIFICATION_REMINDERS,
    NOTIFICATION_PREFERENCES,
    ...factCollections,
    NOTIFY_DOGS,
  ],
  indexes: [
    ...factIndexes,
    ...dogFactIndexes,
    // A person's list, newest first; unread counts, marking all read, leaving a group and
    // forgetting select by recipient alone (the leading field: the memory store keys the index
    // by it, one key per recipient).
    { collection: NOTIFICATIONS, spec: { keys: { recipients: 1, createdAt: -1 } } },
    // Forgetting a member finds what they did: on disk (ADR 044), a filter no index serves decodes every notification.
    { collection: NOTIFICATIONS, spec: { keys: { actorId: 1 } } },
    { collection: NOTIFICATION_EMAILS, spec: { keys: { userId: 1 } } },
    // The senders' pass: the few queued or sending emails, not every email ever sent.
    { collection: NOTIFICATION_EMAILS, spec: { keys: { status: 1, notBefore: 1 } } },
    // The timer asks for the few hours a reminder can be due in (the leading field).
    { collection: NOTIFICATION_REMINDERS, spec: { keys: { dueHour: 1, fired: 1 } } },
    { collection: NOTIFICATION_REMINDERS, spec: { keys: { meetupId: 1 } } },
  ],
  handlers: combine(
    notifyHandlers,
    discussionNotificationHandlers,
    playmateNotificationHandlers,
    factHandlers,
    emailStatusHandlers,
    accountEmailHandlers,
    directEmailHandlers,
    recipientHandlers,
  ),
});

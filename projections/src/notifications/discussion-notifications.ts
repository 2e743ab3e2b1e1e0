import type { NotificationSubject } from '@packmeet/backend/contracts/notifications';
import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import type { DocumentChange, ProjectionHandlers, ProjectionView } from '../projection.js';
import { deliver } from './deliver.js';
import {
  NOTIFY_GROUPS,
  NOTIFY_MEETUPS,
  NOTIFY_PEOPLE,
  NOTIFY_RSVPS,
  type MeetupFact,
  type NamedFact,
  type RsvpFact,
} from './notification-facts.js';

/*
 * What a meetup's discussion tells people (docs/notifications.md): a mention
 * tells the person named (the discussion decider kept only those who see the
 * thread and are not blocked either way), an announcement everyone going or
 * waitlisted at any of its meetups. Keys are `<kind>:<cause>:<recipient>`,
 * so each person hears of one announcement once, however many occurrences
 * of a series it went to, and a replay or a restart writes the same documents.
 */

const eventPage = (slug: string) => `/event/${slug}`;

async function subjectOf(view: ProjectionView, meetupId: string, actorId: string) {
  const meetup = await view.findOne<MeetupFact>(NOTIFY_MEETUPS, { _id: meetupId });
  if (!meetup) return null;
  const [group, person] = await Promise.all([
    meetup.groupId ? view.findOne<NamedFact>(NOTIFY_GROUPS, { _id: meetup.groupId }) : null,
    view.findOne<NamedFact>(NOTIFY_PEOPLE, { _id: actorId }),
  ]);
  const subject: NotificationSubject = {
    meetup: {
      id: meetupId,
      slug: meetup.slug,
      title: meetup.title,
      startsAt: meetup.startsAt,
      timeZone: meetup.timeZone,
    },
    actorName: person?.name,
    actorId,
  };
  if (group) subject.group = { id: group._id, name: group.name };
  return { meetup, subject };
}

async function mentioned(
  event: StoredPackMeetEvent,
  view: ProjectionView,
  data: { meetupIds: string[]; authorId: string; mentionedIds: string[] },
): Promise<DocumentChange[]> {
  if (data.mentionedIds.length === 0) return [];
  const found = await subjectOf(view, data.meetupIds[0]!, data.authorId);
  if (!found) return [];
  return deliver(view, event, {
    kind: 'discussion-mention',
    cause: event.eventId,
    recipients: data.mentionedIds,
    subject: found.subject,
    link: `${eventPage(found.meetup.slug)}#discussion`,
  });
}

export const discussionNotificationHandlers: ProjectionHandlers = {
  DiscussionPostWritten: (event, view) => mentioned(event, view, event.data),
  DiscussionPostEdited: (event, view) => mentioned(event, view, event.data),
  MeetupAnnouncementPosted: async (event, view) => {
    const { postId, meetupIds, authorId, text } = event.data;
    const changes: DocumentChange[] = [];
    const told = new Set<string>([authorId]);
    // Each person once: at the first of the meetups (by the order given) they go to or wait for.
    for (const meetupId of meetupIds) {
      const found = await subjectOf(view, meetupId, authorId);
      if (!found || found.meetup.cancelled) continue;
      const rsvps = await view.find<RsvpFact>(NOTIFY_RSVPS, {
        meetupId,
        status: { $in: ['going', 'waitlisted'] },
      });
      const recipients = rsvps.map((rsvp) => rsvp.userId).filter((userId) => !told.has(userId));
      for (const userId of recipients) told.add(userId);
      changes.push(
        ...(await deliver(view, event, {
          kind: 'meetup-announcement',
          cause: postId,
          part: meetupId,
          recipients,
          subject: { ...found.subject, text },
          link: `${eventPage(found.meetup.slug)}#discussion`,
          expiresAt: found.meetup.startsAt,
        })),
      );
    }
    return changes;
  },
};

import { formatMeetupStart } from './local-time.js';
import type { NotificationKind, NotificationSubject } from './notifications.js';

/*
 * The one wording of each kind of notification, which the in-app list and
 * the emails share. Framework-free (the frontend may read it).
 */

/** A meetup's start in its own time zone, with the zone's name: "Sat, Mar 7, 9:00 AM EST". */
export function formatMeetupTime(startsAt: string, timeZone: string | null): string {
  return formatMeetupStart(startsAt, timeZone ?? 'UTC');
}

/** "Pepper", "Pepper and Biscuit", "Pepper, Biscuit and Rex". */
function namesOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The one wording of a notification: the list's line and the email's subject and first paragraph. */
export function describeNotification(n: NotificationSubject & { kind: NotificationKind }): {
  title: string;
  body: string;
} {
  const meetup = n.meetup?.title ?? 'a meetup';
  const when = n.meetup ? formatMeetupTime(n.meetup.startsAt, n.meetup.timeZone) : '';
  const group = n.group?.name ?? 'your group';
  switch (n.kind) {
    case 'meetup-scheduled':
      return { title: `New meetup in ${group}: ${meetup}`, body: `It starts ${when}.` };
    case 'waitlist-promoted':
      return { title: `You're in! A place opened at ${meetup}`, body: `See you ${when}.` };
    case 'meetup-changed':
      return {
        title: `${meetup} has changed`,
        body: `The ${(n.changed ?? ['time']).join(' and ')} changed. It now starts ${when}.`,
      };
    case 'meetup-cancelled':
      return {
        title: `${meetup} is cancelled`,
        body: n.reason ? `The organizer wrote: ${n.reason}` : `It was planned for ${when}.`,
      };
    case 'join-requested':
      return {
        title: `${n.actorName ?? 'Someone'} asks to join ${group}`,
        body: 'Review the request on the group page.',
      };
    case 'join-answered':
      return n.approved
        ? { title: `Welcome to ${group}!`, body: 'Your request to join was approved.' }
        : {
            title: `Your request to join ${group} was declined`,
            body: 'You can look for other groups nearby.',
          };
    case 'meetup-reminder':
      // Neutral about "tomorrow": a reminder delayed by a restart still reads true.
      return { title: `Reminder: ${meetup}`, body: `You're going. It starts ${when}.` };
    case 'post-commented':
      return {
        title: `${n.actorName ?? 'Someone'} commented on your post in ${group}`,
        body: 'Read the conversation in the group feed.',
      };
    case 'discussion-mention':
      return {
        title: `${n.actorName ?? 'Someone'} mentioned you in ${meetup}`,
        body: 'Read the conversation on the event page.',
      };
    case 'meetup-announcement':
      return { title: `Announcement: ${meetup}`, body: n.text ?? `It starts ${when}.` };
    case 'playmate-going': {
      const dogs = namesOf(n.dogNames?.length ? n.dogNames : ['your dog']);
      return {
        title: n.playmateName
          ? `${dogs}'s playmate ${n.playmateName} is going to ${meetup}`
          : `One of ${dogs}'s playmates is going to ${meetup}`,
        body: `It starts ${when}.`,
      };
    }
  }
}

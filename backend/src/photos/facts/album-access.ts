import { isMember, loadGroup } from '../../groups/index.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import { meetupDecider, meetupStream, wentTo } from '../../meetups/index.js';
import type { Aggregates } from '../../shared/aggregates.js';
import type { AlbumAccess } from '../domain/album.decider.js';

type Meetup = Awaited<ReturnType<typeof loadMeetup>>;

const loadMeetup = (aggregates: Aggregates, meetupId: string) =>
  aggregates.load(meetupStream(meetupId), meetupDecider);

/**
 * The facts the album's rules judge, from the event log: the meetup (its
 * organizer, times, group kind and owner) and the caller in it (member and
 * role in its group now, whether they went). The access policy and the
 * album decider do the judging.
 */
export async function albumAccess(
  aggregates: Aggregates,
  meetupId: string,
  user: AuthenticatedUser,
  loaded?: Meetup,
): Promise<AlbumAccess> {
  const meetup = loaded ?? (await loadMeetup(aggregates, meetupId));
  const viewer = { userId: user.id, isAdmin: user.isAdmin, isMember: false };
  if (meetup.status === 'none') return { meetup: null, viewer };
  const group = meetup.groupId ? await loadGroup(aggregates, meetup.groupId) : null;
  return {
    meetup: {
      organizerId: meetup.organizerId,
      groupId: meetup.groupId,
      group: group ? { kind: group.kind, ownerId: group.ownerId } : null,
      status: meetup.status,
      startsAt: meetup.details.startsAt,
      endsAt: meetup.details.endsAt,
    },
    viewer: {
      ...viewer,
      isMember: group !== null && isMember(group, user.id),
      role: group?.members.get(user.id) ?? null,
      went: wentTo(meetup, user.id),
    },
  };
}

export { loadMeetup };

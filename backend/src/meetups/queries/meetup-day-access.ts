import { canActOnMeetup } from '../../contracts/access-policy.js';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { GROUP_MEMBERS, type MeetupDocument } from '../../contracts/read-models.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import { forbidden } from '../../shared/errors.js';

/**
 * Whether the viewer runs the meetup (the access policy's 'run'): its
 * organizer, or the owner or a co-organizer of its group now (the same people
 * the day's decider lets record check-ins). Check-in lists and notes are
 * theirs alone.
 */
export async function organizesMeetup(
  store: DocumentStore,
  meetup: Pick<MeetupDocument, 'organizerId' | 'groupId'>,
  viewer: AuthenticatedUser,
): Promise<boolean> {
  const membership =
    meetup.organizerId === viewer.id || !meetup.groupId
      ? null
      : await store.collection(GROUP_MEMBERS).findOne({ _id: `${meetup.groupId}:${viewer.id}` });
  return canActOnMeetup(
    'run',
    { organizerId: meetup.organizerId, group: null },
    { userId: viewer.id, isMember: membership !== null, role: membership?.role },
  );
}

export async function requireOrganizer(
  store: DocumentStore,
  meetup: Pick<MeetupDocument, 'organizerId' | 'groupId'>,
  viewer: AuthenticatedUser,
  what: string,
): Promise<void> {
  if (!(await organizesMeetup(store, meetup, viewer)))
    throw forbidden('MEETUPS.ORGANIZERS_ONLY', `Only the meetup’s organizers can see ${what}.`);
}

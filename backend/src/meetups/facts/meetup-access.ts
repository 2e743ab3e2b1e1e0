import { canActOnMeetup, canSeeMeetup, type MeetupFacts } from '../../contracts/access-policy.js';
import { isMember, loadGroup } from '../../groups/index.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import type { Aggregates } from '../../shared/aggregates.js';
import type { MeetupState } from '../domain/meetup.decider.js';

/**
 * A meetup's access facts from the event log, judged by the access policy
 * (contracts/access-policy.ts): its organizer, its group's kind and owner,
 * and whether the user is a member of it.
 */
async function facts(
  aggregates: Aggregates,
  meetup: MeetupState & { status: 'scheduled' | 'cancelled' },
  user: AuthenticatedUser,
): Promise<{ meetup: MeetupFacts; isMember: boolean }> {
  if (!meetup.groupId)
    return { meetup: { organizerId: meetup.organizerId, group: null }, isMember: false };
  const group = await loadGroup(aggregates, meetup.groupId);
  return {
    meetup: {
      organizerId: meetup.organizerId,
      group: { kind: group.kind, ownerId: group.ownerId },
    },
    isMember: isMember(group, user.id),
  };
}

/** Who may change or cancel a meetup, its own rules included (canActOnMeetup 'manage'). */
export async function canManage(
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
): Promise<boolean> {
  if (meetup.status === 'none') return false;
  const known = await facts(aggregates, meetup, user);
  return canActOnMeetup('manage', known.meetup, { userId: user.id, isMember: known.isMember });
}

/** Whether the meetup exists for the user (canSeeMeetup). */
export async function canSee(
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
): Promise<boolean> {
  if (meetup.status === 'none') return true;
  const known = await facts(aggregates, meetup, user);
  return canSeeMeetup(known.meetup, { isMember: known.isMember });
}

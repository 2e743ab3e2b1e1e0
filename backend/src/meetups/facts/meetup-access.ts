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

/**
 * What the user may do with a meetup, as its commands ask: whether it exists
 * for them (canSeeMeetup) and whether they may change or cancel it, its own
 * rules included (canActOnMeetup 'manage'). One read of its group for both.
 */
export async function meetupAccess(
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
): Promise<{ canSee: boolean; canManage: boolean }> {
  if (meetup.status === 'none') return { canSee: true, canManage: false };
  const known = await facts(aggregates, meetup, user);
  const viewer = { userId: user.id, isMember: known.isMember };
  return {
    canSee: canSeeMeetup(known.meetup, viewer),
    canManage: canActOnMeetup('manage', known.meetup, viewer),
  };
}

/** Whether the meetup exists for the user (canSeeMeetup). */
export const canSee = async (
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
) => (await meetupAccess(aggregates, meetup, user)).canSee;

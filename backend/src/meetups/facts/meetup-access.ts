import { isMember, loadGroup } from '../../groups/index.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import type { Aggregates } from '../../shared/aggregates.js';
import type { MeetupState } from '../domain/meetup.decider.js';

/**
 * Who may change or cancel a meetup, its own rules included: its organizer
 * or the group's owner (the creator until they hand the group over).
 * Administrators may audit every meetup (its history) but not act for them.
 */
export async function canManage(
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
): Promise<boolean> {
  if (meetup.status === 'none') return false;
  if (meetup.organizerId === user.id) return true;
  if (!meetup.groupId) return false;
  return (await loadGroup(aggregates, meetup.groupId)).ownerId === user.id;
}

/** Whether the meetup exists for the user: a private group's meetups exist for its members only. */
export async function canSee(
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
): Promise<boolean> {
  if (meetup.status === 'none' || !meetup.groupId) return true;
  const group = await loadGroup(aggregates, meetup.groupId);
  return group.kind === 'public' || isMember(group, user.id);
}

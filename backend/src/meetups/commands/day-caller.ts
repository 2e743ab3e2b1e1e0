import type { AuthenticatedUser } from '../../http/request-context.js';
import type { Aggregates } from '../../shared/aggregates.js';
import { isOrganizer, loadGroup } from '../../groups/index.js';
import type { CommandContext } from '../../shared/command-context.js';
import {
  meetupDecider,
  meetupStream,
  type DayCaller,
  type DayCommand,
  type MeetupState,
} from '../domain/meetup.decider.js';
import { canSee } from '../facts/meetup-access.js';

/**
 * The facts the day's rules judge: whether the meetup exists for the caller,
 * and whether they run it (its organizer, or the owner or a co-organizer of
 * its group as the group is now).
 */
export async function dayCaller(
  aggregates: Aggregates,
  meetup: MeetupState,
  user: AuthenticatedUser,
): Promise<DayCaller> {
  if (meetup.status === 'none') return { canSee: false, isOrganizer: false };
  const organizes =
    meetup.organizerId === user.id ||
    (meetup.groupId !== null && isOrganizer(await loadGroup(aggregates, meetup.groupId), user.id));
  return { canSee: await canSee(aggregates, meetup, user), isOrganizer: organizes };
}

/** Decides a day command on the meetup's stream, with the caller's facts gathered first. */
export function decideDay(
  aggregates: Aggregates,
  {
    meetupId,
    user,
    context,
  }: { meetupId: string; user: AuthenticatedUser; context: CommandContext },
  command: (caller: DayCaller) => DayCommand,
) {
  return aggregates.handle({
    stream: meetupStream(meetupId),
    decider: meetupDecider,
    context,
    command: async (meetup) => command(await dayCaller(aggregates, meetup, user)),
  });
}

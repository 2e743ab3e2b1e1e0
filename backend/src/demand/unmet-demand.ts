import type { Activity } from '../contracts/activities.js';
import type { GroupResponse } from '../contracts/groups.js';
import type { MeetupResponse } from '../contracts/meetups.js';
import type { DemandSignal } from './commands/record-demand/record-demand.command.js';

/**
 * Whether a look around found nothing: no group the caller can see within
 * `radiusMiles` (of the activity, when they asked for one). Private groups in
 * range count as found: their owner can ask to join.
 */
export function nothingNearby(
  groups: readonly GroupResponse[],
  radiusMiles: number,
  activity: Activity | null,
): boolean {
  return !groups.some(
    (group) =>
      group.distanceMiles !== null &&
      group.distanceMiles <= radiusMiles &&
      (activity === null || group.activities.includes(activity)),
  );
}

/**
 * The demand a waitlisted answer shows: the meetup's place, once per activity
 * it is for (a group of any kind when none is known). Nothing for a meetup
 * without a place.
 */
export function waitlistDemand(meetup: MeetupResponse): DemandSignal[] {
  if (!meetup.city || !meetup.state) return [];
  const { city, state } = meetup;
  const { activities } = meetup;
  return (activities.length ? activities : [null]).map((activity) => ({
    city,
    state,
    activity,
    reason: 'waitlist-full' as const,
  }));
}

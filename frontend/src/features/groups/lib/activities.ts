import type { Activity } from '@packmeet/backend/contracts/activities';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';

/** Whether a group runs the activity looked for (any group when none is chosen). */
export function offers(group: GroupResponse, activity: Activity | null): boolean {
  if (activity === null) return true;
  const { activities = [] } = group as GroupResponse & { activities?: readonly Activity[] };
  return activities.includes(activity);
}

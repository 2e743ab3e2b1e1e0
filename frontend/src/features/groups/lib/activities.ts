import type { Activity } from '@packmeet/backend/contracts/activities';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';

/** Whether a group runs the activity looked for (any group when none is chosen). */
export function offers(group: GroupResponse, activity: Activity | null): boolean {
  return activity === null || group.activities.includes(activity);
}

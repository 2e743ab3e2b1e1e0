import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MeetupFormDialog } from './meetup-form-dialog';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';

/** The API's decimal strings as numbers; null when unknown. */
const coordinate = (value: string | null) => (value === null ? null : Number(value));

/**
 * Schedule Meetup for a group's members (spec section 2): opens the schedule form. Venue
 * suggestions come from the group's city; private members only for trainers.
 */
export function ScheduleMeetupButton({
  group,
  canAddPrivateMembers,
}: {
  group: Pick<
    GroupResponse,
    'id' | 'name' | 'city' | 'state' | 'latitude' | 'longitude' | 'activities' | 'level'
  >;
  canAddPrivateMembers: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Schedule Meetup
      </Button>
      <MeetupFormDialog
        open={open}
        onOpenChange={setOpen}
        target={{
          mode: 'create',
          groupId: group.id,
          city: group.city,
          state: group.state,
          place: {
            latitude: coordinate(group.latitude),
            longitude: coordinate(group.longitude),
            state: group.state,
          },
          groupActivities: { activities: group.activities, level: group.level },
        }}
        groupName={group.name}
        canAddPrivateMembers={canAddPrivateMembers}
      />
    </>
  );
}

import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MeetupFormDialog } from './meetup-form-dialog';

/**
 * Schedule Meetup for a group's members (spec section 2): opens the schedule form. Venue
 * suggestions come from the group's city; private members only for trainers.
 */
export function ScheduleMeetupButton({
  group,
  canAddPrivateMembers,
}: {
  group: { id: string; name: string; city: string; state: string };
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
        target={{ mode: 'create', groupId: group.id, city: group.city, state: group.state }}
        groupName={group.name}
        canAddPrivateMembers={canAddPrivateMembers}
      />
    </>
  );
}

import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * Schedule Meetup for a group's members. The scheduling form (spec section 2 "Schedule meetup")
 * is the next piece of work; until then the dialog says what is coming.
 */
export function ScheduleMeetupButton({ groupName }: { groupName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Schedule Meetup
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Schedule Meetup</DialogTitle>
            <DialogDescription>{`Plan the next meetup for ${groupName}.`}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-clay-50 px-5 py-8 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-clay-600 shadow-xs">
              <CalendarPlus className="size-6" aria-hidden="true" />
            </span>
            <p className="font-display text-lg font-bold">Meetup scheduling is almost here</p>
            <p className="max-w-xs text-sm leading-relaxed text-sand-700">
              Soon you&apos;ll pick a park, a time and how many dogs can come, and members will RSVP
              right from this page.
            </p>
          </div>
          <DialogClose asChild>
            <Button variant="outline" className="mt-5 self-end">
              Got it
            </Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

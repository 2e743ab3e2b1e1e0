import { Repeat } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { VerifyEmailFirst } from '@/features/auth';

// Loaded when the dialog first opens, as the meetup form is.
const SeriesForm = lazy(() => import('./series-form').then((m) => ({ default: m.SeriesForm })));

/** 'Schedule a series' for a group's organizers: a recurring meetup in a dialog. */
export function ScheduleSeriesButton({
  group,
}: {
  group: { id: string; name: string; city: string | null; state: string | null };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Repeat aria-hidden="true" />
        Schedule a series
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Schedule a Recurring Meetup</DialogTitle>
            <DialogDescription>
              {`Each meetup of the series is scheduled for ${group.name} eight weeks ahead, at the group's local time. Fields marked * are required.`}
            </DialogDescription>
          </DialogHeader>
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            <VerifyEmailFirst what="schedule meetups">
              <SeriesForm group={group} onDone={() => setOpen(false)} />
            </VerifyEmailFirst>
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}

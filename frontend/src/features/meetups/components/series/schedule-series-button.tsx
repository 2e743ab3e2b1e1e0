import { Repeat } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
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
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        className="max-w-2xl"
        title="Schedule a Recurring Meetup"
        description={`Each meetup of the series is scheduled for ${group.name} eight weeks ahead, at the group's local time. Fields marked * are required.`}
      >
        <Suspense fallback={<LoadingState label="Loading the form..." />}>
          <VerifyEmailFirst what="schedule meetups">
            <SeriesForm group={group} onDone={() => setOpen(false)} />
          </VerifyEmailFirst>
        </Suspense>
      </FormDialog>
    </>
  );
}

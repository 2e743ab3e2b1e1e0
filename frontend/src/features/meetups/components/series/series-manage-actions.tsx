import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { LoadingState } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useEndSeriesMutation } from '../../api/series-api';

const SeriesChangeForm = lazy(() =>
  import('./series-change-form').then((m) => ({ default: m.SeriesChangeForm })),
);

/** For the series' organizer and the group's owner: change this and all following, or end it. */
export function SeriesManageActions({
  meetup,
  seriesId,
}: {
  meetup: MeetupResponse;
  seriesId: string;
}) {
  const [changing, setChanging] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endSeries, { isLoading }] = useEndSeriesMutation();
  const end = async () => {
    try {
      await endSeries(seriesId).unwrap();
      toast({ title: 'Series ended', description: 'Its upcoming meetups are cancelled.' });
      setEnding(false);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(failure, 'The series could not be ended.'),
      });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
        Change this and all following
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setEnding(true)}>
        End series
      </Button>
      <FormDialog
        open={changing}
        onOpenChange={setChanging}
        className="max-w-xl"
        title="Change This and All Following"
        description="From this meetup on, every meetup of the series changes. Everyone who answered keeps their RSVP. To change this one alone, use Edit above."
      >
        <Suspense fallback={<LoadingState label="Loading the form..." />}>
          <SeriesChangeForm meetup={meetup} seriesId={seriesId} onDone={() => setChanging(false)} />
        </Suspense>
      </FormDialog>
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title="End this series?"
        description="No more meetups are scheduled, and its upcoming ones are cancelled. Everyone who answered keeps their RSVP."
        confirmLabel="End Series"
        pendingLabel="Ending..."
        pending={isLoading}
        onConfirm={end}
      />
    </div>
  );
}

import type { AttendeeDay, DayStatus } from '@packmeet/backend/contracts/meetup-day';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { toastFailure } from '@/lib/toast';
import { useSetDayStatusMutation } from '../../api/meetup-day-api';

const LATE_OPTIONS = [5, 10, 15, 20, 30, 45, 60].map((minutes) => ({
  value: String(minutes),
  label: `${minutes} min`,
}));

/** The caller's own day: one tap each; "running late" takes the minutes chosen beside it. */
export function DayStatusControls({
  meetupId,
  day,
}: {
  meetupId: string;
  day: AttendeeDay | undefined;
}) {
  const [setDayStatus, { isLoading }] = useSetDayStatusMutation();
  const [minutes, setMinutes] = useState('10');
  const arrived =
    Boolean(day?.checkedIn) || day?.status === 'arrived' || day?.status === 'left_early';

  async function say(status: DayStatus) {
    try {
      await setDayStatus({
        meetupId,
        status,
        lateMinutes: status === 'running_late' ? Number(minutes) : null,
      }).unwrap();
    } catch (error) {
      toastFailure(error, { title: 'Status not sent', fallback: 'Please try again.' });
    }
  }

  const pressed = (status: DayStatus) => day?.status === status;
  return (
    <div className="flex flex-col gap-3" role="group" aria-label="Where are you?">
      {arrived ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={pressed('on_my_way') ? 'primary' : 'outline'}
            aria-pressed={pressed('on_my_way')}
            disabled={isLoading}
            onClick={() => void say('on_my_way')}
          >
            On my way
          </Button>
          <div className="flex items-center gap-2">
            <label htmlFor={`late-${meetupId}`} className="sr-only">
              Minutes late
            </label>
            <SelectField
              id={`late-${meetupId}`}
              value={minutes}
              onValueChange={setMinutes}
              options={LATE_OPTIONS}
              placeholder="Minutes"
              className="w-28"
            />
            <Button
              variant={pressed('running_late') ? 'primary' : 'outline'}
              aria-pressed={pressed('running_late')}
              disabled={isLoading}
              onClick={() => void say('running_late')}
            >
              Running late
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {arrived ? null : (
          <Button disabled={isLoading} onClick={() => void say('arrived')}>
            I&apos;ve arrived
          </Button>
        )}
        {arrived && day?.status !== 'left_early' ? (
          <Button variant="outline" disabled={isLoading} onClick={() => void say('left_early')}>
            Leaving early
          </Button>
        ) : null}
      </div>
    </div>
  );
}

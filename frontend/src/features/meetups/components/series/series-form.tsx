import { fallsOnLastWeekday, lastWeekdayNote } from '@packmeet/backend/contracts/meetup-series';
import type { ScheduleSeriesBody } from '@packmeet/backend/contracts/requests/meetup-series.request';
import { useState, type FormEvent } from 'react';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { FormError, FormFooter } from '@/components/ui/form-footer';
import { SelectField } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useScheduleSeriesMutation } from '../../api/series-api';
import { LocationField, type PlaceValue } from '../location-field';

const FREQUENCIES = [
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly, on the same weekday of the month' },
] as const;

type Frequency = (typeof FREQUENCIES)[number]['value'];

/** A week from today, 'YYYY-MM-DD': a sensible first date. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * The recurring meetup form: what, where, how it repeats, from when, until when. The server
 * decides every rule (an end after the start, a count or an end date, within two years) and
 * its message is shown as it says it.
 */
export function SeriesForm({
  group,
  onDone,
}: {
  group: { id: string; city: string | null; state: string | null };
  onDone: () => void;
}) {
  const [scheduleSeries, { isLoading }] = useScheduleSeriesMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [place, setPlace] = useState<PlaceValue>({
    location: '',
    placeName: '',
    latitude: null,
    longitude: null,
  });
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [startDate, setStartDate] = useState(inAWeek);
  const [time, setTime] = useState('09:00');
  const [duration, setDuration] = useState('120');
  const [endDate, setEndDate] = useState('');
  const [count, setCount] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A fifth weekday (after the 28th) exists in few months: the series meets on the last one, and the form says so.
  const onLastWeekday = frequency === 'monthly' && fallsOnLastWeekday(startDate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: ScheduleSeriesBody = {
      groupId: group.id,
      title,
      description,
      location: place.location,
      locationDisplay: place.placeName || null,
      latitude: place.latitude,
      longitude: place.longitude,
      frequency,
      startDate,
      time,
      durationMinutes: Number(duration),
      endDate: endDate || null,
      count: count ? Number(count) : null,
      lastWeekdayAccepted: onLastWeekday,
    };
    try {
      const series = await scheduleSeries(body).unwrap();
      toast({ title: 'Series scheduled', description: series.summary });
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure, 'The series could not be scheduled. Please try again.'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <InputField
        id="series-title"
        label="Title"
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={120}
      />
      <TextareaField
        id="series-description"
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <LocationField
        id="series-location"
        value={place.location}
        city={group.city}
        state={group.state}
        // No place-name field here: a retyped address drops the chosen place's name.
        onChange={(change, chosen) =>
          setPlace((current) => ({ ...current, ...change, ...(chosen ? {} : { placeName: '' }) }))
        }
      />
      <Field id="series-frequency" label="Repeats" required>
        {(aria) => (
          <SelectField
            {...aria}
            value={frequency}
            onValueChange={(value) => setFrequency(value as Frequency)}
            options={FREQUENCIES}
            placeholder="How often"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id="series-start"
          label="First date"
          type="date"
          required
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
        />
        <InputField
          id="series-time"
          label="Time"
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
        <InputField
          id="series-duration"
          label="Minutes"
          type="number"
          min={15}
          max={1440}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        />
      </div>
      {onLastWeekday && (
        <p className="text-sm text-muted-foreground" role="note">
          {lastWeekdayNote(startDate)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="series-end"
          label="Last date"
          type="date"
          hint="Optional. Or give a number of meetups; neither: it runs until you end it."
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
        <InputField
          id="series-count"
          label="Number of meetups"
          type="number"
          min={1}
          max={104}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </div>
      <FormError message={error} />
      <FormFooter
        onCancel={onDone}
        pending={isLoading}
        submitLabel="Schedule Series"
        pendingLabel="Scheduling..."
      />
    </form>
  );
}

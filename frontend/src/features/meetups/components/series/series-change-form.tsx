import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import type { ChangeSeriesBody } from '@packmeet/backend/contracts/requests/meetup-series.request';
import { toLocalInput } from '@packmeet/backend/contracts/local-time';
import { useState, type FormEvent } from 'react';
import { InputField, TextareaField } from '@/components/ui/field';
import { FormError, FormFooter } from '@/components/ui/form-footer';
import { getErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeSeriesMutation } from '../../api/series-api';

/**
 * "This and all following": starts from this occurrence as it is, and sends only what the
 * organizer changed, from this occurrence's date on.
 */
export function SeriesChangeForm({
  meetup,
  seriesId,
  onDone,
}: {
  meetup: MeetupResponse;
  seriesId: string;
  onDone: () => void;
}) {
  const [changeSeries, { isLoading }] = useChangeSeriesMutation();
  const before = {
    title: meetup.title,
    description: meetup.description,
    location: meetup.location,
    time: toLocalInput(meetup.date, meetup.timeZone).slice(11),
  };
  const [values, setValues] = useState(before);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof before) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([field, value]) => before[field as keyof typeof before] !== value,
      ),
    );
    const body: ChangeSeriesBody = { fromDate: meetup.series!.date, ...changed };
    try {
      await changeSeries({ id: seriesId, body }).unwrap();
      toast({ title: 'Series changed', description: 'This meetup and the following ones.' });
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure, 'The series could not be changed. Please try again.'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <InputField
        id="series-change-title"
        label="Title"
        value={values.title}
        onChange={set('title')}
      />
      <TextareaField
        id="series-change-description"
        label="Description"
        value={values.description}
        onChange={set('description')}
      />
      <InputField
        id="series-change-location"
        label="Location"
        value={values.location}
        onChange={set('location')}
      />
      <InputField
        id="series-change-time"
        label="Time"
        type="time"
        hint="At the meetup's place."
        value={values.time}
        onChange={set('time')}
      />
      <FormError message={error} />
      <FormFooter
        onCancel={onDone}
        pending={isLoading}
        submitLabel="Change From This One On"
        pendingLabel="Saving..."
      />
    </form>
  );
}

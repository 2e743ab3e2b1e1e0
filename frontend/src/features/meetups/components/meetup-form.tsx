import { GraduationCap } from 'lucide-react';
import { NO_ENTRY_RULES, type EntryRules } from '@packmeet/backend/contracts/entry-rules';
import { useId, useState, type FormEvent } from 'react';
import { RulesFields } from '@/components/rules-fields';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { getFieldErrors, getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useScheduleMeetupMutation, useUpdateMeetupMutation } from '../api/meetups-api';
import { formatLocalTime, zoneLabel } from '@packmeet/backend/contracts/local-time';
import {
  checkMeetupForm,
  combineLocal,
  defaultEnd,
  emptyMeetupForm,
  formTimeZone,
  meetupToForm,
  toDateInput,
  toScheduleInput,
  toUpdateInput,
  type MeetupFormField,
  type MeetupFormTarget,
  type MeetupFormValues,
} from '../lib/meetup-form';
import {
  maxAttendeesLabel,
  PARK_TYPE_OPTIONS,
  PRIVATE_MEMBERS_MAX,
  PRIVATE_MEMBERS_MIN,
} from '../lib/meetup-options';
import { MAX_ATTENDEE_OPTIONS, type ParkType } from '@packmeet/backend/contracts/meetups';
import { LocationField } from './location-field';
import { DogPlacesFields } from './dog-places-fields';
import { dogPlacesValuesOf, toDogPlacesBody } from '../lib/dog-places-form';
import { MeetupActivitiesFields, useMeetupActivities } from './meetup-activities-fields';

const maxAttendeeOptions = MAX_ATTENDEE_OPTIONS.map((value) => ({
  value: String(value),
  label: maxAttendeesLabel(value),
}));

/** Server field paths onto the form's fields. */
const SERVER_FIELDS: Record<string, MeetupFormField> = {
  title: 'title',
  description: 'description',
  location: 'location',
  locationDisplay: 'placeName',
  date: 'date',
  endTime: 'endTime',
  unregisteredAttendees: 'privateMembers',
};

export type { MeetupFormTarget };

/**
 * The schedule meetup form (spec sections 2, 5, 8, 9), also used to edit a meetup. Missing
 * required fields raise 'Missing information' / 'Please fill in: ...'; private members are
 * offered to trainers only.
 */
export function MeetupForm({
  target,
  canAddPrivateMembers,
  onDone,
}: {
  target: MeetupFormTarget;
  canAddPrivateMembers: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const editing = target.mode === 'edit' ? target.meetup : null;
  const [initial] = useState(() => (editing ? meetupToForm(editing) : emptyMeetupForm()));
  const [values, setValues] = useState<MeetupFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<MeetupFormField, string>>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [scheduleMeetup, scheduling] = useScheduleMeetupMutation();
  const [updateMeetup, updating] = useUpdateMeetupMutation();
  const saving = scheduling.isLoading || updating.isLoading;
  // The meetup's own rules, on top of its group's: the server combines them, so a meetup is only ever stricter.
  const [initialRules] = useState(() => editing?.extraRules ?? NO_ENTRY_RULES);
  /** "Announce this change": sent with a change of time or place to everyone going. */
  const [announcement, setAnnouncement] = useState('');
  const [extraRules, setExtraRules] = useState<EntryRules>(initialRules);
  const rulesChanged = JSON.stringify(extraRules) !== JSON.stringify(initialRules);
  const [dogPlaces, setDogPlaces] = useState(() => dogPlacesValuesOf(editing));
  const activities = useMeetupActivities(target);

  const fieldId = (field: MeetupFormField) => `${id}-${field}`;
  const city = editing ? editing.city : target.mode === 'create' ? target.city : null;
  const state = editing ? editing.state : target.mode === 'create' ? target.state : null;
  // Times are wall times at the meetup's place, whatever zone the organizer's browser is in.
  const timeZone = formTimeZone(values, target);
  const today = toDateInput(new Date(), timeZone);
  const endHint = defaultEnd(values, timeZone);
  const startIso = combineLocal(values.date, values.time, timeZone)?.toISOString();

  function set<K extends MeetupFormField>(field: K, value: MeetupFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focus(field: MeetupFormField) {
    document.getElementById(fieldId(field))?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerMessage(null);
    const check = checkMeetupForm(values, {
      now: new Date(),
      withPrivateMembers: canAddPrivateMembers,
      unchangedStart: editing ? { date: initial.date, time: initial.time } : undefined,
      timeZone,
    });
    if (check.missing.length > 0) {
      setErrors(
        Object.fromEntries(check.missingFields.map((field) => [field, 'Required'])) as Partial<
          Record<MeetupFormField, string>
        >,
      );
      toast({
        variant: 'destructive',
        title: 'Missing information',
        description: `Please fill in: ${check.missing.join(', ')}`,
      });
      focus(check.missingFields[0]!);
      return;
    }
    const invalid = Object.keys(check.errors) as MeetupFormField[];
    if (invalid.length > 0) {
      setErrors(check.errors);
      focus(invalid[0]!);
      return;
    }
    setErrors({});

    try {
      if (editing) {
        await updateMeetup({
          id: editing.id,
          changes: {
            ...toUpdateInput(values, canAddPrivateMembers, timeZone),
            ...(rulesChanged ? { rules: extraRules } : {}),
            ...toDogPlacesBody(dogPlaces, { editing: true }),
            ...activities.body,
            ...(announcement.trim() ? { announcement } : {}),
          },
        }).unwrap();
        toast({ title: 'Meetup updated', description: 'Your changes have been saved.' });
      } else if (target.mode === 'create') {
        await scheduleMeetup({
          ...toScheduleInput(values, target.groupId, canAddPrivateMembers, timeZone),
          rules: extraRules,
          ...toDogPlacesBody(dogPlaces, { editing: false }),
          ...activities.body,
        }).unwrap();
        toast({
          title: 'Meetup scheduled!',
          description: 'Your meetup has been created successfully.',
        });
      }
      onDone();
    } catch (error) {
      const fields = getFieldErrors(error);
      const mapped: Partial<Record<MeetupFormField, string>> = {};
      for (const [path, message] of Object.entries(fields)) {
        const field = SERVER_FIELDS[path];
        if (field) mapped[field] = message;
      }
      setErrors(mapped);
      setServerMessage(getServerMessage(error) ?? null);
      toast(
        editing
          ? {
              variant: 'destructive',
              title: 'Error',
              description: 'Failed to update meetup. Please try again.',
            }
          : {
              variant: 'destructive',
              title: 'Error',
              description: 'Failed to create meetup. Please try again.',
            },
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={editing ? 'Edit meetup' : 'Schedule meetup'}
      className="flex flex-col gap-5"
    >
      <InputField
        id={fieldId('title')}
        label="Title"
        required
        error={errors.title}
        maxLength={120}
        placeholder="e.g. Sunday Sniff Walk"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
      />

      <TextareaField
        id={fieldId('description')}
        label="Description"
        required
        error={errors.description}
        hint="What to expect: pace, leashes, which dogs it suits."
        rows={3}
        maxLength={4000}
        placeholder="A slow, leashed loop with plenty of space between dogs."
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={fieldId('date')}
          label="Date"
          required
          error={errors.date}
          type="date"
          min={editing ? undefined : today}
          value={values.date}
          onChange={(event) => set('date', event.target.value)}
        />
        <InputField
          id={fieldId('time')}
          label="Time"
          required
          error={errors.time}
          hint={`In ${zoneLabel(timeZone, startIso)}, the meetup's local time.`}
          type="time"
          value={values.time}
          onChange={(event) => set('time', event.target.value)}
        />
      </div>

      <LocationField
        id={fieldId('location')}
        value={values.location}
        city={city}
        state={state}
        error={errors.location}
        onChange={(change, chosen) => {
          setValues((current) => ({ ...current, ...change }));
          if (chosen) setErrors((current) => ({ ...current, location: undefined }));
        }}
      />

      <InputField
        id={fieldId('placeName')}
        label="Place name"
        error={errors.placeName}
        hint="Optional. Shown on the event page, e.g. 'Zilker Park, Great Lawn'."
        maxLength={120}
        value={values.placeName}
        onChange={(event) => set('placeName', event.target.value)}
      />

      <div className="grid gap-5 sm:grid-cols-3">
        <InputField
          id={fieldId('endTime')}
          label="End time"
          error={errors.endTime}
          hint={
            endHint
              ? `Optional. Default: ${formatLocalTime(endHint.toISOString(), timeZone)} (2 hours after the start).`
              : 'Optional. Default: 2 hours after the start.'
          }
          type="time"
          value={values.endTime}
          onChange={(event) => set('endTime', event.target.value)}
        />
        <Field id={fieldId('maxAttendees')} label="Maximum attendees">
          {(control) => (
            <SelectField
              {...control}
              value={values.maxAttendees}
              onValueChange={(value) => set('maxAttendees', value)}
              options={maxAttendeeOptions}
              placeholder="20"
            />
          )}
        </Field>
        <Field id={fieldId('parkType')} label="Park type">
          {(control) => (
            <SelectField
              {...control}
              value={values.parkType}
              onValueChange={(value) => set('parkType', value as ParkType)}
              options={PARK_TYPE_OPTIONS}
              placeholder="Regular Park"
            />
          )}
        </Field>
      </div>

      {canAddPrivateMembers ? (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-sand-50 p-4 sm:flex-row sm:items-start">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-honey-50 text-honey-700"
          >
            <GraduationCap className="size-4" />
          </span>
          <Field
            id={fieldId('privateMembers')}
            label="Private members"
            error={errors.privateMembers}
            hint={`Clients without a PackMeet account (${PRIVATE_MEMBERS_MIN} to ${PRIVATE_MEMBERS_MAX}). Shown publicly as 'Private Members / Trainer Clients'.`}
            className="flex-1"
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={PRIVATE_MEMBERS_MIN}
                max={PRIVATE_MEMBERS_MAX}
                step={1}
                value={values.privateMembers}
                onChange={(event) => set('privateMembers', event.target.value)}
                className="sm:max-w-32"
              />
            )}
          </Field>
        </div>
      ) : null}

      <DogPlacesFields value={dogPlaces} onChange={setDogPlaces} />
      <MeetupActivitiesFields target={target} {...activities} onChange={activities.setValue} />

      <details
        className="rounded-xl border border-border px-4 py-3"
        open={rulesChanged || undefined}
      >
        <summary className="cursor-pointer text-sm font-semibold text-sand-800">
          Extra rules for this meetup (optional)
        </summary>
        <p className="mt-2 mb-4 text-xs text-muted-foreground">
          They add to the group&apos;s rules: every dog brought must meet both on the meetup&apos;s
          date.
        </p>
        <RulesFields value={extraRules} onChange={setExtraRules} />
      </details>

      {editing ? (
        <TextareaField
          id={`${id}-announcement`}
          label="Announce this change (optional)"
          hint="With a new time or place: pinned in the discussion and sent once to everyone going and waitlisted."
          rows={2}
          maxLength={2000}
          value={announcement}
          onChange={(event) => setAnnouncement(event.target.value)}
        />
      ) : null}

      {serverMessage ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/30 bg-[#fdf0ed] px-4 py-3 text-sm text-[#6e2418]"
        >
          {serverMessage}
        </p>
      ) : null}

      <FormFooter
        onCancel={onDone}
        pending={saving}
        submitLabel={editing ? 'Save Changes' : 'Schedule Meetup'}
        pendingLabel={editing ? 'Saving...' : 'Scheduling...'}
        submitClassName="sm:min-w-44"
      />
    </form>
  );
}

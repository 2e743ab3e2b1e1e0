import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CityPicker, type CityValue } from '@/components/city-picker/city-picker';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/form-footer';
import { GROUP_MAX_MEMBERS_MAX, GROUP_MAX_MEMBERS_MIN } from '@/config/constants';
import { paths } from '@/config/paths';
import { getFieldErrors } from '@/lib/api-error';
import { hasAnyRule } from '@/lib/entry-rules';
import { toast } from '@/lib/toast';
import { useCreateGroupMutation, type NewGroupBody } from '../api/groups-api';
import { NO_ENTRY_RULES, type GroupKind } from '@packmeet/backend/contracts/entry-rules';
import { KindField } from './kind-field';
import { RulesFields } from '@/components/rules-fields';
import { ActivityFields } from '@/components/activity-fields';
import {
  ACTIVITIES,
  isKnownProfile,
  UNKNOWN_ACTIVITY_PROFILE,
  type Activity,
  type ActivityProfile,
} from '@packmeet/backend/contracts/activities';

const isActivity = (value: string | null): value is Activity =>
  (ACTIVITIES as readonly (string | null)[]).includes(value);

type FieldName = 'name' | 'description' | 'location' | 'maxMembers';

/** Coordinates go out as decimal strings (spec section 7), as the groups table stores them. */
function coordinate(value: number | undefined): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(8) : undefined;
}

function maxMembersError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) &&
    number >= GROUP_MAX_MEMBERS_MIN &&
    number <= GROUP_MAX_MEMBERS_MAX
    ? undefined
    : `Enter a whole number from ${GROUP_MAX_MEMBERS_MIN} to ${GROUP_MAX_MEMBERS_MAX}.`;
}

/**
 * Spec sections 2, 5 and 8 "Create group": name, description and a picked city are required;
 * the optional max members is checked (1 to 1000) but never sent. The kind says who finds and
 * joins the group; entry rules are optional.
 */
export function CreateGroupForm() {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // `?city=Austin&state=TX` (a city page's "start one"): the city comes filled in.
  const [location, setLocation] = useState<CityValue | null>(() => {
    const city = searchParams.get('city')?.trim();
    const state = searchParams.get('state')?.trim();
    return city && state ? { city, state } : null;
  });
  const [maxMembers, setMaxMembers] = useState('');
  const [kind, setKind] = useState<GroupKind>('public');
  const [rules, setRules] = useState(NO_ENTRY_RULES);
  // `?activity=scent-work` (the same link): what owners there looked for comes ticked.
  // Set once: closing the section afterwards is the owner's choice.
  const [openedByLink] = useState(() => isActivity(searchParams.get('activity')));
  const [activities, setActivities] = useState<ActivityProfile>(() => {
    const wanted = searchParams.get('activity');
    return isActivity(wanted)
      ? { ...UNKNOWN_ACTIVITY_PROFILE, activities: [wanted] }
      : UNKNOWN_ACTIVITY_PROFILE;
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [createGroup, { isLoading }] = useCreateGroupMutation();

  const fieldId = (field: FieldName) => `${id}-${field}`;
  // Enabled once something is in every required field; trimming is checked on submit.
  const ready = name !== '' && description !== '' && location !== null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !description.trim() || !location) {
      toast({
        variant: 'destructive',
        title: 'Please complete all required fields',
        description: 'Name, description, and location are required.',
      });
      return;
    }
    const maxError = maxMembersError(maxMembers);
    if (maxError) {
      setErrors({ maxMembers: maxError });
      document.getElementById(fieldId('maxMembers'))?.focus();
      return;
    }
    setErrors({});

    const input: NewGroupBody = {
      name: name.trim(),
      description: description.trim(),
      city: location.city,
      state: location.state,
      // Kept for servers and readers that know only private or not.
      isPrivate: kind !== 'public',
      kind,
    };
    if (hasAnyRule(rules)) input.rules = rules;
    if (isKnownProfile(activities)) Object.assign(input, activities);
    const latitude = coordinate(location.latitude);
    const longitude = coordinate(location.longitude);
    if (latitude && longitude) Object.assign(input, { latitude, longitude });

    try {
      await createGroup(input).unwrap();
      toast({ title: 'Success!', description: 'Your group has been created successfully' });
      navigate(paths.findGroups.getHref());
    } catch (error) {
      const fields = getFieldErrors(error);
      setErrors({
        name: fields.name,
        description: fields.description,
        location: fields.city ?? fields.state,
      });
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to create group. Please try again.',
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Create group"
      className="flex flex-col gap-5"
    >
      <InputField
        id={fieldId('name')}
        label="Group Name"
        required
        error={errors.name}
        maxLength={100}
        placeholder="e.g. Austin Calm Walkers"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextareaField
        id={fieldId('description')}
        label="Description"
        required
        error={errors.description}
        hint="What kind of meetups, which dogs they suit, and any expectations."
        rows={4}
        maxLength={2000}
        placeholder="Slow parallel walks for dogs who like their space. Leashes on, no greetings unless both owners agree."
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <Field
          id={fieldId('location')}
          label="Location"
          required
          error={errors.location}
          hint="Start typing, then choose the city from the list."
        >
          {(control) => (
            <CityPicker {...control} required value={location} onChange={setLocation} />
          )}
        </Field>
        <InputField
          id={fieldId('maxMembers')}
          label="Maximum Members"
          error={errors.maxMembers}
          hint="Optional, 1 to 1000."
          type="number"
          inputMode="numeric"
          min={GROUP_MAX_MEMBERS_MIN}
          max={GROUP_MAX_MEMBERS_MAX}
          step={1}
          placeholder="No limit"
          value={maxMembers}
          onChange={(event) => setMaxMembers(event.target.value)}
        />
      </div>

      <KindField value={kind} onChange={setKind} />

      {/* Open when the link ticked an activity, so the owner sees what was filled in. */}
      <details open={openedByLink} className="rounded-xl border border-border px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-sand-800">
          Activities and level (optional)
        </summary>
        <p className="mt-2 mb-4 text-xs text-muted-foreground">
          What your meetups are for, shown on your city page and group card.
        </p>
        <ActivityFields value={activities} onChange={setActivities} />
      </details>

      <details className="rounded-xl border border-border px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-sand-800">
          Entry rules (optional)
        </summary>
        <p className="mt-2 mb-4 text-xs text-muted-foreground">
          Which dogs may join and come to meetups. You can change these later in Manage.
        </p>
        <RulesFields value={rules} onChange={setRules} />
      </details>

      <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
        {ready ? null : (
          <p id={`${id}-submit-hint`} className="text-sm text-muted-foreground sm:mr-auto">
            Add a name, a description and a location to create your group.
          </p>
        )}
        <SubmitButton
          size="lg"
          pending={isLoading}
          pendingLabel="Creating..."
          disabled={!ready}
          aria-describedby={ready ? undefined : `${id}-submit-hint`}
          className="sm:min-w-44"
        >
          Create Group
        </SubmitButton>
      </div>
    </form>
  );
}

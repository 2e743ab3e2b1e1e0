import { useId, useState, type FormEvent } from 'react';
import { CityPicker, type CityValue } from '@/components/city-picker/city-picker';
import { Card } from '@/components/ui/card';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toastOutcome } from '@/lib/toast';
import { useUpdateProfileMutation } from '../api/profile-api';
import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';

/** What the form edits; the location is the city picker's. */
type FormValues = Record<'firstName' | 'lastName' | 'bio' | 'trainerBio', string> & {
  isTrainer: boolean;
};

function fromProfile(profile: ProfileResponse): FormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    bio: profile.bio ?? '',
    isTrainer: profile.isTrainer,
    trainerBio: profile.trainerBio ?? '',
  };
}

export function ProfileForm({ profile, onDone }: { profile: ProfileResponse; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => fromProfile(profile));
  const [location, setLocation] = useState<CityValue | null>(() =>
    profile.city && profile.state ? { city: profile.city, state: profile.state } : null,
  );
  const [locationEdited, setLocationEdited] = useState(false);
  const [locationError, setLocationError] = useState<string | undefined>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const update = (next: Partial<FormValues>) => setValues((current) => ({ ...current, ...next }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only a city picked from the list counts; an untouched empty location stays as it was.
    if (!location && locationEdited) {
      setLocationError('Choose your city from the list.');
      document.getElementById(`${id}-location`)?.focus();
      return;
    }
    const updated = await toastOutcome(
      updateProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        bio: values.bio.trim(),
        city: location?.city ?? profile.city ?? '',
        state: location?.state ?? profile.state ?? '',
        isTrainer: values.isTrainer,
        trainerBio: values.trainerBio.trim(),
      }).unwrap(),
      { title: 'Profile updated', description: 'Your profile has been successfully updated.' },
      { title: 'Update failed', fallback: 'Failed to update profile. Please try again.' },
    );
    if (updated) onDone();
  }

  return (
    <Card className="p-5 sm:p-7">
      <form onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Edit profile">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={`${id}-first`}
            label="First Name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => update({ firstName: event.target.value })}
          />
          <InputField
            id={`${id}-last`}
            label="Last Name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => update({ lastName: event.target.value })}
          />
        </div>
        <Field
          id={`${id}-location`}
          label="Location"
          hint="Your city and state. Start typing, then choose your city from the list."
          error={locationError}
        >
          {(control) => (
            <CityPicker
              {...control}
              value={location}
              onChange={(next) => {
                setLocation(next);
                setLocationEdited(true);
                if (next) setLocationError(undefined);
              }}
            />
          )}
        </Field>
        <TextareaField
          id={`${id}-bio`}
          label="Bio"
          rows={4}
          maxLength={1000}
          placeholder="A little about you and your dogs..."
          value={values.bio}
          onChange={(event) => update({ bio: event.target.value })}
        />

        <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-sand-50 p-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${id}-trainer`}>Professional Dog Trainer</Label>
            <p id={`${id}-trainer-hint`} className="text-xs text-muted-foreground">
              Trainers can bring clients to meetups as private members.
            </p>
          </div>
          <Switch
            id={`${id}-trainer`}
            aria-describedby={`${id}-trainer-hint`}
            checked={values.isTrainer}
            onCheckedChange={(checked) => update({ isTrainer: checked })}
          />
        </div>

        {values.isTrainer ? (
          <TextareaField
            id={`${id}-trainer-bio`}
            label="Trainer Bio"
            rows={4}
            maxLength={1000}
            placeholder="Certifications, specialties, the dogs you love working with..."
            value={values.trainerBio}
            onChange={(event) => update({ trainerBio: event.target.value })}
          />
        ) : null}

        <FormFooter
          onCancel={onDone}
          pending={isLoading}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
        />
      </form>
    </Card>
  );
}

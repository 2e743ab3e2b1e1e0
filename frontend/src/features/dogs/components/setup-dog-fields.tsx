import { useState } from 'react';
import { CircleCheck, CircleDashed, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import {
  breedOptions,
  isDogAge,
  isTrainingLevel,
  SETUP_AGE_OPTIONS,
  SETUP_TRAINING_LEVEL_OPTIONS,
} from '../lib/dog-options';
import type { DogAge, TrainingLevel } from '@packmeet/backend/contracts/dogs';
import type { AddDogsBody } from '@packmeet/backend/contracts/requests/dog.request';
import { PhotoField } from './photo-field';
import { SafetyFields, safetyValuesOf, toSafetyFields, type SafetyValues } from './safety-fields';
import type { DogSafetyFields } from '@packmeet/backend/contracts/entry-rules';

export interface SetupDog {
  key: string;
  name: string;
  breed: string;
  age: DogAge | '';
  trainingLevel: TrainingLevel | '';
  specialNeeds: string;
  profilePicture: string | null;
  safety: SafetyValues;
}

export function emptySetupDog(key: string): SetupDog {
  return {
    key,
    name: '',
    breed: '',
    age: '',
    trainingLevel: '',
    specialNeeds: '',
    profilePicture: null,
    safety: safetyValuesOf(),
  };
}

/** Only what the owner said: the safety fields left empty are not sent. */
function saidSafety(values: SafetyValues): DogSafetyFields {
  const { sizeClass, vaccinations, spayedNeutered, needsSpace } = toSafetyFields(values);
  return {
    ...(needsSpace ? { needsSpace } : {}),
    ...(sizeClass ? { sizeClass } : {}),
    ...(vaccinations.length > 0 ? { vaccinations } : {}),
    ...(spayedNeutered !== null ? { spayedNeutered } : {}),
  };
}

/** Spec section 5: a dog counts only if name (non-blank), breed, age and training level are set. */
export function isCompleteSetupDog(dog: SetupDog): boolean {
  return Boolean(dog.name.trim() && dog.breed && dog.age && dog.trainingLevel);
}

export function toBulkDog(dog: SetupDog): (AddDogsBody['dogs'][number] & DogSafetyFields) | null {
  if (!isCompleteSetupDog(dog) || !dog.age || !dog.trainingLevel) return null;
  const entry: AddDogsBody['dogs'][number] & DogSafetyFields = {
    name: dog.name.trim(),
    breed: dog.breed,
    age: dog.age,
    trainingLevel: dog.trainingLevel,
    ...saidSafety(dog.safety),
  };
  const specialNeeds = dog.specialNeeds.trim();
  if (specialNeeds) entry.specialNeeds = specialNeeds;
  if (dog.profilePicture) entry.profilePicture = dog.profilePicture;
  return entry;
}

export function SetupDogFields({
  dog,
  index,
  removable,
  onChange,
  onRemove,
  onUploadingChange,
}: {
  dog: SetupDog;
  index: number;
  removable: boolean;
  onChange: (dog: SetupDog) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const id = `setup-dog-${dog.key}`;
  const [safetyOpen, setSafetyOpen] = useState(false);
  const number = index + 1;
  const complete = isCompleteSetupDog(dog);
  const update = <K extends keyof SetupDog>(key: K, value: SetupDog[K]) =>
    onChange({ ...dog, [key]: value });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-card border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <h2 id={`${id}-heading`} className="shrink-0 text-lg font-bold">
            {`Dog ${number}`}
          </h2>
          {dog.name.trim() ? (
            <span className="truncate text-sm text-muted-foreground">{dog.name.trim()}</span>
          ) : null}
          {complete ? (
            <Badge tone="pine">
              <CircleCheck aria-hidden="true" />
              Ready
            </Badge>
          ) : (
            <Badge tone="neutral">
              <CircleDashed aria-hidden="true" />
              Incomplete
            </Badge>
          )}
        </div>
        {removable ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove dog ${number}`}
            className="text-sand-600 hover:bg-clay-50 hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Remove</span>
          </Button>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-name`}
          label="Dog Name"
          required
          autoComplete="off"
          maxLength={60}
          value={dog.name}
          onChange={(event) => update('name', event.target.value)}
          placeholder="e.g. Biscuit"
        />
        <Field id={`${id}-breed`} label="Breed" required>
          {(control) => (
            <SelectField
              {...control}
              value={dog.breed}
              onValueChange={(value) => update('breed', value)}
              options={breedOptions()}
              placeholder="Select a breed"
            />
          )}
        </Field>
        <Field id={`${id}-age`} label="Age" required>
          {(control) => (
            <SelectField
              {...control}
              value={dog.age}
              onValueChange={(value) => update('age', isDogAge(value) ? value : '')}
              options={SETUP_AGE_OPTIONS}
              placeholder="Select an age"
            />
          )}
        </Field>
        <Field id={`${id}-training`} label="Training Level" required>
          {(control) => (
            <SelectField
              {...control}
              value={dog.trainingLevel}
              onValueChange={(value) =>
                update('trainingLevel', isTrainingLevel(value) ? value : '')
              }
              options={SETUP_TRAINING_LEVEL_OPTIONS}
              placeholder="Select a training level"
            />
          )}
        </Field>
      </div>

      <TextareaField
        id={`${id}-special-needs`}
        label="Special Needs (optional)"
        hint="Allergies, mobility, medication, anything a host should know."
        rows={2}
        maxLength={500}
        value={dog.specialNeeds}
        onChange={(event) => update('specialNeeds', event.target.value)}
      />

      <PhotoField
        id={`${id}-photo`}
        legend="Photo (optional)"
        value={dog.profilePicture}
        onChange={(path) => update('profilePicture', path)}
        onUploadingChange={onUploadingChange}
      />

      <details
        className="rounded-xl border border-border px-4 py-3"
        onToggle={(event) => setSafetyOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer text-sm font-semibold text-sand-800">
          Size, vaccinations and spayed/neutered (optional)
        </summary>
        <p className="mt-2 mb-4 text-xs text-muted-foreground">
          Some groups ask for these before a dog can join. You can add them later too.
        </p>
        {/* Built once opened: most owners skip it, and each dog's section stays light. */}
        {safetyOpen ? (
          <SafetyFields value={dog.safety} onChange={(safety) => update('safety', safety)} />
        ) : null}
      </details>
    </section>
  );
}

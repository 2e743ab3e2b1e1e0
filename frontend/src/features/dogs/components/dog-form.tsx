import {
  TRAINING_WARNINGS,
  type DogAge,
  type DogResponse,
  type TrainingLevel,
  type TrainingWarning,
} from '@packmeet/backend/contracts/dogs';
import type { DogSafetyFields } from '@packmeet/backend/contracts/entry-rules';
import type { AddDogBody } from '@packmeet/backend/contracts/requests/dog.request';
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/form-footer';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import {
  AGE_OPTIONS,
  breedOptions,
  isDogAge,
  isTrainingLevel,
  TRAINING_LEVEL_OPTIONS,
  TRAINING_WARNING_LABELS,
} from '../lib/dog-options';
import { PhotoField } from './photo-field';
import {
  incompleteVaccination,
  SafetyFields,
  safetyValuesOf,
  toSafetyFields,
  type SafetyValues,
} from './safety-fields';

/** A dog as the form sends it: the profile and what groups' entry rules read. */
export type DogInput = AddDogBody & DogSafetyFields;

interface DogFormValues {
  name: string;
  breed: string;
  age: DogAge | '';
  description: string;
  profilePicture: string | null;
  trainingLevel: TrainingLevel;
  trainingWarnings: TrainingWarning[];
  safety: SafetyValues;
}

function initialValues(dog?: DogResponse & DogSafetyFields): DogFormValues {
  return {
    name: dog?.name ?? '',
    breed: dog?.breed ?? '',
    age: dog?.age ?? '',
    description: dog?.description ?? '',
    profilePicture: dog?.profilePicture ?? null,
    trainingLevel: dog?.trainingLevel ?? 'none',
    trainingWarnings: dog?.trainingWarnings ?? [],
    safety: safetyValuesOf(dog),
  };
}

function toInput(values: DogFormValues): DogInput {
  return {
    name: values.name.trim(),
    breed: values.breed || null,
    age: values.age || null,
    description: values.description.trim() || null,
    profilePicture: values.profilePicture,
    trainingLevel: values.trainingLevel,
    trainingWarnings: values.trainingWarnings,
    ...toSafetyFields(values.safety),
  };
}

export const VACCINATION_INCOMPLETE = 'Give each vaccination a vaccine and its expiry date.';

export const DOG_NAME_REQUIRED = 'Dog name is required';

/**
 * The add / edit dog form (spec section 2 "Dog form", with the size, vaccinations and
 * spayed/neutered that groups' entry rules read). `dog` switches it to edit mode.
 */
export function DogForm({
  dog,
  onSubmit,
  isSaving,
}: {
  dog?: DogResponse & DogSafetyFields;
  onSubmit: (input: DogInput) => void | Promise<void>;
  isSaving: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<DogFormValues>(() => initialValues(dog));
  const [nameError, setNameError] = useState<string | undefined>();
  const [vaccinationError, setVaccinationError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  function update<K extends keyof DogFormValues>(key: K, value: DogFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function toggleWarning(warning: TrainingWarning, checked: boolean) {
    setValues((current) => ({
      ...current,
      trainingWarnings: checked
        ? TRAINING_WARNINGS.filter((w) => w === warning || current.trainingWarnings.includes(w))
        : current.trainingWarnings.filter((w) => w !== warning),
    }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(DOG_NAME_REQUIRED);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setNameError(undefined);
    if (incompleteVaccination(values.safety)) {
      setVaccinationError(VACCINATION_INCOMPLETE);
      return;
    }
    setVaccinationError(undefined);
    void onSubmit(toInput(values));
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <InputField
        id={`${id}-name`}
        label="Dog Name"
        required
        error={nameError}
        autoComplete="off"
        maxLength={60}
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        placeholder="e.g. Biscuit"
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-breed`} label="Breed">
          {(control) => (
            <SelectField
              {...control}
              value={values.breed}
              onValueChange={(value) => update('breed', value)}
              options={breedOptions(dog?.breed)}
              placeholder="Select a breed"
            />
          )}
        </Field>
        <Field id={`${id}-age`} label="Age Category">
          {(control) => (
            <SelectField
              {...control}
              value={values.age}
              onValueChange={(value) => update('age', isDogAge(value) ? value : '')}
              options={AGE_OPTIONS}
              placeholder="Select an age"
            />
          )}
        </Field>
      </div>

      <TextareaField
        id={`${id}-description`}
        label="Description"
        maxLength={1000}
        value={values.description}
        onChange={(event) => update('description', event.target.value)}
        placeholder="Personality, favorite games, what helps them feel at ease..."
      />

      <PhotoField
        id={`${id}-photo`}
        value={values.profilePicture}
        onChange={(path) => update('profilePicture', path)}
        onUploadingChange={setUploading}
      />

      <Field id={`${id}-training`} label="Training Level">
        {(control) => (
          <SelectField
            {...control}
            value={values.trainingLevel}
            onValueChange={(value) => {
              if (isTrainingLevel(value)) update('trainingLevel', value);
            }}
            options={TRAINING_LEVEL_OPTIONS}
            placeholder="Select a training level"
          />
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-sand-800">Training Warnings</legend>
        <p className="mb-1 text-xs text-muted-foreground">
          Honest notes help organizers plan calm, safe meetups.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {TRAINING_WARNINGS.map((warning) => {
            const checkboxId = `${id}-warning-${warning}`;
            return (
              <div
                key={warning}
                className="flex items-center gap-2.5 rounded-xl border border-border px-3 py-2.5"
              >
                <Checkbox
                  id={checkboxId}
                  checked={values.trainingWarnings.includes(warning)}
                  onCheckedChange={(checked) => toggleWarning(warning, checked === true)}
                />
                <Label htmlFor={checkboxId} className="cursor-pointer font-medium">
                  {TRAINING_WARNING_LABELS[warning]}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>

      <SafetyFields
        value={values.safety}
        onChange={(safety) => update('safety', safety)}
        vaccinationError={vaccinationError}
      />

      <SubmitButton
        size="lg"
        pending={isSaving}
        pendingLabel="Saving..."
        disabled={uploading}
        className="mt-1 w-full"
      >
        {dog ? 'Update Dog' : 'Add Dog'}
      </SubmitButton>
    </form>
  );
}

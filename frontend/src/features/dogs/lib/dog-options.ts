import type { SelectOption } from '@/components/ui/select';
import {
  DOG_AGES,
  TRAINING_LEVELS,
  type DogAge,
  type TrainingLevel,
  type TrainingWarning,
} from '@packmeet/backend/contracts/dogs';

/** Spec section 3: the fixed breed list. */
export const BREEDS = [
  'Golden Retriever',
  'Labrador Retriever',
  'German Shepherd',
  'French Bulldog',
  'Bulldog',
  'Poodle',
  'Beagle',
  'Rottweiler',
  'German Shorthaired Pointer',
  'Yorkshire Terrier',
  'Siberian Husky',
  'Dachshund',
  'Boxer',
  'Border Collie',
  'Australian Shepherd',
  'Shih Tzu',
  'Boston Terrier',
  'Bernese Mountain Dog',
  'Pomeranian',
  'Australian Cattle Dog',
  'Mixed Breed',
  'Other',
] as const;

/**
 * Spec section 3 gives two readings of the age bands: the dog form's and the setup screen's.
 */
export const AGE_OPTIONS: readonly (SelectOption & { value: DogAge })[] = [
  { value: 'puppy', label: 'Puppy (0-1 year)' },
  { value: 'young', label: 'Young (1-3 years)' },
  { value: 'adult', label: 'Adult (3-7 years)' },
  { value: 'senior', label: 'Senior (7+ years)' },
];

export const SETUP_AGE_OPTIONS: readonly (SelectOption & { value: DogAge })[] = [
  { value: 'puppy', label: 'Puppy (under 1 year)' },
  { value: 'young', label: 'Young (1-2 years)' },
  { value: 'adult', label: 'Adult (3-7 years)' },
  { value: 'senior', label: 'Senior (8+ years)' },
];

/** The age bands read as years, as the dog detail dialog shows them. */
export const AGE_YEARS: Record<DogAge, string> = {
  puppy: '0-1 year',
  young: '1-3 years',
  adult: '3-7 years',
  senior: '7+ years',
};

/** The dog form's long training-level labels. */
export const TRAINING_LEVEL_LABELS: Record<TrainingLevel, string> = {
  none: 'No formal training',
  basic: 'Basic obedience',
  intermediate: 'Intermediate training',
  advanced: 'Advanced training',
  service: 'Service dog certified',
};

/** The short readings, used on the setup screen and on badges. */
export const TRAINING_LEVEL_SHORT_LABELS: Record<TrainingLevel, string> = {
  none: 'No Training',
  basic: 'Basic Obedience',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  service: 'Service Dog',
};

export const TRAINING_LEVEL_OPTIONS: readonly SelectOption[] = TRAINING_LEVELS.map((value) => ({
  value,
  label: TRAINING_LEVEL_LABELS[value],
}));

export const SETUP_TRAINING_LEVEL_OPTIONS: readonly SelectOption[] = TRAINING_LEVELS.map(
  (value) => ({ value, label: TRAINING_LEVEL_SHORT_LABELS[value] }),
);

export const TRAINING_WARNING_LABELS: Record<TrainingWarning, string> = {
  reactive: 'Reactive to other dogs',
  aggressive: 'Can be aggressive',
  anxious: 'Anxious in crowds',
  fearful: 'Fearful in new situations',
  overstimulated: 'Gets overstimulated easily',
};

/** Breed options, keeping a stored breed that is not on the fixed list selectable. */
export function breedOptions(current?: string | null): SelectOption[] {
  const options: SelectOption[] = BREEDS.map((breed) => ({ value: breed, label: breed }));
  if (current && !(BREEDS as readonly string[]).includes(current)) {
    options.unshift({ value: current, label: current });
  }
  return options;
}

export function isDogAge(value: string): value is DogAge {
  return (DOG_AGES as readonly string[]).includes(value);
}

export function isTrainingLevel(value: string): value is TrainingLevel {
  return (TRAINING_LEVELS as readonly string[]).includes(value);
}

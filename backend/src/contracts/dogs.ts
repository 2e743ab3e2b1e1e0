/*
 * The dogs part of the HTTP contract (types and plain constants, no zod): the
 * vocabulary of a dog profile and how the API shows a dog.
 */

export const DOG_AGES = ['puppy', 'young', 'adult', 'senior'] as const;
export const TRAINING_LEVELS = ['none', 'basic', 'intermediate', 'advanced', 'service'] as const;
export const TRAINING_WARNINGS = [
  'reactive',
  'aggressive',
  'anxious',
  'fearful',
  'overstimulated',
] as const;
export type DogAge = (typeof DOG_AGES)[number];
export type TrainingLevel = (typeof TRAINING_LEVELS)[number];
export type TrainingWarning = (typeof TRAINING_WARNINGS)[number];

export const VACCINES = [
  'rabies',
  'dhpp',
  'bordetella',
  'leptospirosis',
  'canine-influenza',
] as const;
export type Vaccine = (typeof VACCINES)[number];
export const VACCINE_NAMES: Record<Vaccine, string> = {
  rabies: 'Rabies',
  dhpp: 'DHPP',
  bordetella: 'Bordetella',
  leptospirosis: 'Leptospirosis',
  'canine-influenza': 'Canine influenza',
};

export const SIZE_CLASSES = ['toy', 'small', 'medium', 'large', 'giant'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** A self-reported vaccination: valid up to and including `expiresOn` (YYYY-MM-DD). */
export interface VaccinationRecord {
  vaccine: Vaccine;
  expiresOn: string;
}

/** A dog profile: what the read model stores and the API shows (spec section 3, plus specialNeeds and bio). */
export interface DogFields {
  ownerId: string;
  name: string;
  breed: string | null;
  age: DogAge | null;
  description: string | null;
  profilePicture: string | null;
  trainingLevel: TrainingLevel;
  trainingWarnings: TrainingWarning[];
  specialNeeds: string | null;
  bio: string | null;
  /** Self-reported, for entry rules; null (not said) for dogs added before they existed. */
  sizeClass: SizeClass | null;
  /** Self-reported, one record per vaccine; [] for dogs added before they existed. */
  vaccinations: VaccinationRecord[];
  /** Self-reported; null: not said. */
  spayedNeutered: boolean | null;
  /** "Needs space" (the yellow-ribbon idea): shown beside the dog on attendee lists. */
  needsSpace: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A dog as the API returns it. */
export interface DogResponse extends DogFields {
  id: string;
}

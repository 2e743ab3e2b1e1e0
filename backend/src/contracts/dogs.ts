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
  createdAt: string;
  updatedAt: string;
}

/** A dog as the API returns it. */
export interface DogResponse extends DogFields {
  id: string;
}

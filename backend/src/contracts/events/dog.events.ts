import { z } from 'zod';
import { DOG_AGES, SIZE_CLASSES, TRAINING_LEVELS, TRAINING_WARNINGS, VACCINES } from '../dogs.js';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * Dogs. One stream per owner, `dogs-<ownerId>`, holds every dog of that
 * owner: the dog-setup screen's several dogs are one atomic append, and a dog
 * that is not in the caller's stream simply does not exist for them
 * (docs/adr/004-one-stream-per-owners-dogs.md).
 */

/**
 * What an owner says about a dog (the photo is its own event). `sizeClass`,
 * `vaccinations` and `spayedNeutered` came with entry rules: a dog added
 * before them has none of the three (read as null, [] and null).
 */
export const dogProfileSchema = z.object({
  name: z.string(),
  breed: z.string().nullable(),
  age: z.enum(DOG_AGES).nullable(),
  description: z.string().nullable(),
  trainingLevel: z.enum(TRAINING_LEVELS),
  trainingWarnings: z.array(z.enum(TRAINING_WARNINGS)),
  specialNeeds: z.string().nullable(),
  bio: z.string().nullable(),
  sizeClass: z.enum(SIZE_CLASSES).nullable().optional(),
  /** At most one record per vaccine, in the order of VACCINES. */
  vaccinations: z.array(z.object({ vaccine: z.enum(VACCINES), expiresOn: z.string() })).optional(),
  spayedNeutered: z.boolean().nullable().optional(),
  /** The owner asks others to keep their distance (absent: false, as for dogs from before it). */
  needsSpace: z.boolean().optional(),
});

export type DogProfile = z.infer<typeof dogProfileSchema>;

export const DogAdded = defineEvent(
  'DogAdded',
  1,
  dogProfileSchema.extend({
    dogId: z.string(),
    ownerId: z.string(),
    profilePicture: z.string().nullable(),
  }),
);

/** Only the fields that changed. */
export const DogUpdated = defineEvent(
  'DogUpdated',
  1,
  z.object({ dogId: z.string(), ownerId: z.string(), changes: dogProfileSchema.partial() }),
);

export const DogPhotoChanged = defineEvent(
  'DogPhotoChanged',
  1,
  z.object({ dogId: z.string(), ownerId: z.string(), profilePicture: z.string().nullable() }),
);

export const DogRemoved = defineEvent(
  'DogRemoved',
  1,
  z.object({ dogId: z.string(), ownerId: z.string() }),
);

export type DogAdded = EventOf<typeof DogAdded>;
export type DogUpdated = EventOf<typeof DogUpdated>;
export type DogPhotoChanged = EventOf<typeof DogPhotoChanged>;
export type DogRemoved = EventOf<typeof DogRemoved>;
export type DogEvent = DogAdded | DogUpdated | DogPhotoChanged | DogRemoved;

export const dogEvents = [DogAdded, DogUpdated, DogPhotoChanged, DogRemoved] as const;

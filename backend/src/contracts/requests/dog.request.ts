import { z } from 'zod';
import {
  DOG_AGES,
  SIZE_CLASSES,
  TRAINING_LEVELS,
  TRAINING_WARNINGS,
  VACCINES,
  type VaccinationRecord,
} from '../dogs.js';

/** Optional free text: trimmed, and an empty string means "not provided". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const photoPath = z
  .string()
  .regex(
    /^\/objects\/photos\/[A-Za-z0-9._-]+$/,
    'Profile picture must be an uploaded photo (/objects/...)',
  )
  .nullable()
  .optional();

/** A real calendar day, YYYY-MM-DD (2025-02-30 is refused). */
const calendarDate = z
  .string({ error: 'Expiry date must be a date (YYYY-MM-DD)' })
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Expiry date must be a date (YYYY-MM-DD)');

/**
 * One record per vaccine: when the same vaccine is sent twice, the later
 * expiry is kept (a booster replaces the shot before it). Kept in the order
 * of VACCINES, so the same records always compare equal.
 */
function latestPerVaccine(records: VaccinationRecord[]): VaccinationRecord[] {
  const latest = new Map<string, VaccinationRecord>();
  for (const record of records) {
    const kept = latest.get(record.vaccine);
    if (!kept || record.expiresOn > kept.expiresOn) latest.set(record.vaccine, record);
  }
  return VACCINES.flatMap((vaccine) => {
    const record = latest.get(vaccine);
    return record ? [{ vaccine, expiresOn: record.expiresOn }] : [];
  });
}

const vaccinations = z
  .array(
    z.object({
      vaccine: z.enum(VACCINES, {
        error: `Vaccine must be one of ${VACCINES.join(', ')}`,
      }),
      expiresOn: calendarDate,
    }),
    { error: 'Vaccinations must be a list of { vaccine, expiresOn }' },
  )
  .max(20, 'Send at most 20 vaccination records')
  .transform(latestPerVaccine);

/**
 * The dog fields of spec sections 3 and 5, and the self-reported facts entry
 * rules read (size class, vaccinations, spayed/neutered). `ownerId` is never taken from the
 * client: dogs always belong to the caller.
 */
const dogFields = {
  name: z
    .string({ error: 'Dog name is required' })
    .trim()
    .min(1, 'Dog name is required')
    .max(60, 'Dog name must be at most 60 characters'),
  breed: optionalText(60),
  age: z
    .enum(DOG_AGES, { error: 'Age must be one of puppy, young, adult, senior' })
    .nullable()
    .optional(),
  description: optionalText(1000),
  profilePicture: photoPath,
  trainingLevel: z
    .enum(TRAINING_LEVELS, {
      error: 'Training level must be one of none, basic, intermediate, advanced, service',
    })
    .optional(),
  trainingWarnings: z
    .array(
      z.enum(TRAINING_WARNINGS, {
        error:
          'Training warnings may only be reactive, aggressive, anxious, fearful or overstimulated',
      }),
    )
    .max(TRAINING_WARNINGS.length)
    .transform((warnings) => [...new Set(warnings)])
    .optional(),
  specialNeeds: optionalText(500),
  bio: optionalText(1000),
  sizeClass: z
    .enum(SIZE_CLASSES, { error: `Size must be one of ${SIZE_CLASSES.join(', ')}` })
    .nullable()
    .optional(),
  vaccinations: vaccinations.optional(),
  spayedNeutered: z
    .boolean({ error: 'spayedNeutered must be true, false or null' })
    .nullable()
    .optional(),
  needsSpace: z.boolean({ error: 'needsSpace must be true or false' }).optional(),
};

/** POST /api/dogs */
export const addDogRequest = z.object(dogFields);

/** PUT /api/dogs/{id}: the same fields, each optional (name, when sent, still non-blank). */
export const updateDogRequest = z.object(dogFields).partial();

/** POST /api/dogs/bulk: the dog-setup screen's complete dogs, all stored or none. */
export const addDogsRequest = z.object({
  dogs: z
    .array(z.object(dogFields), { error: 'dogs must be a list of dogs' })
    .min(1, 'Add at least one dog')
    .max(10, 'Add at most 10 dogs at a time'),
});

export type AddDogRequest = z.infer<typeof addDogRequest>;
export type UpdateDogRequest = z.infer<typeof updateDogRequest>;
export type AddDogsRequest = z.infer<typeof addDogsRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type AddDogBody = z.input<typeof addDogRequest>;
export type UpdateDogBody = z.input<typeof updateDogRequest>;
export type AddDogsBody = z.input<typeof addDogsRequest>;

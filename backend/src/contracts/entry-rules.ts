/*
 * Safety-first groups: the kinds of group and the entry rules an organizer
 * sets (types and plain constants, no zod). What a dog profile must say to
 * meet them is self-reported by its owner; the server checks it
 * (backend/src/groups/domain/entry-rules.ts) at every join request,
 * approval and RSVP. docs/groups.md explains each rule.
 */
import type {
  DogAge,
  DogFields,
  SizeClass,
  TrainingLevel,
  TrainingWarning,
  Vaccine,
} from './dogs.js';

/**
 * public: listed everywhere, one-click join. private: listed with its name,
 * city, description, member count and rules only; joining is a request.
 * invite-only: listed nowhere, 404 to non-members except through an invite link.
 */
export const GROUP_KINDS = ['public', 'private', 'invite-only'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** A group's kind, for groups created before kinds existed too (by isPrivate). */
export const kindOf = (data: { isPrivate: boolean; kind?: GroupKind }): GroupKind =>
  data.kind ?? (data.isPrivate ? 'private' : 'public');

// What a dog profile says (contracts/dogs.ts), named here too, where rules use them.
export {
  SIZE_CLASSES,
  VACCINES,
  VACCINE_NAMES,
  type SizeClass,
  type VaccinationRecord,
  type Vaccine,
} from './dogs.js';

/**
 * What the rules read of a dog profile beyond its age and training, as a
 * client sends them: optional, since dogs from before the rules lack them.
 */
export type DogSafetyFields = Partial<
  Pick<DogFields, 'sizeClass' | 'vaccinations' | 'spayedNeutered' | 'needsSpace'>
>;

/** Empty lists and nulls mean "no rule". */
export interface EntryRules {
  /** Each must be valid on the meetup's date (on the day of the request, for joining). */
  requiredVaccinations: Vaccine[];
  /** Allowed size classes; empty allows every size. */
  allowedSizes: SizeClass[];
  /** A dog with any of these warnings is not eligible. */
  excludedWarnings: TrainingWarning[];
  /** none < basic < intermediate < advanced < service. */
  minimumTrainingLevel: TrainingLevel | null;
  /** Allowed ages, e.g. ['puppy'] for a puppy social; empty allows every age. */
  allowedAges: DogAge[];
  spayedNeuteredRequired: boolean;
  /** A note every member accepts when they ask to join. */
  houseRules: string | null;
}

export const NO_ENTRY_RULES: EntryRules = {
  requiredVaccinations: [],
  allowedSizes: [],
  excludedWarnings: [],
  minimumTrainingLevel: null,
  allowedAges: [],
  spayedNeuteredRequired: false,
  houseRules: null,
};

/** Whether one dog meets the rules, and if not, each reason in words. */
export interface DogEligibility {
  dogId: string;
  dogName: string;
  eligible: boolean;
  reasons: string[];
}

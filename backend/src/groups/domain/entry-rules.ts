import {
  NO_ENTRY_RULES,
  VACCINE_NAMES,
  type DogEligibility,
  type EntryRules,
  type SizeClass,
  type VaccinationRecord,
} from '../../contracts/entry-rules.js';
import {
  TRAINING_LEVELS,
  type DogAge,
  type TrainingLevel,
  type TrainingWarning,
} from '../../contracts/dogs.js';
import { forbidden } from '../../shared/errors.js';

/*
 * The entry rules as pure functions, shared by the group decider (join
 * requests, approvals) and the meetup decider (RSVPs). A dog's fields are
 * self-reported; a rule that needs a field the owner left empty makes the dog
 * not eligible, with a reason that says which field to fill.
 */

/** What the rules read of a dog profile. Profiles made before the rules existed lack the new fields. */
export interface DogFacts {
  dogId: string;
  name: string;
  age: DogAge | null;
  trainingLevel: TrainingLevel;
  trainingWarnings: TrainingWarning[];
  sizeClass?: SizeClass | null;
  vaccinations?: VaccinationRecord[];
  spayedNeutered?: boolean | null;
}

/**
 * A meetup's rules on top of its group's: every requirement of both, so a
 * meetup can only be stricter than its group, never looser.
 */
export function combineRules(group: EntryRules, meetup: EntryRules | null): EntryRules {
  if (!meetup) return group;
  const both = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])];
  // An empty list allows everything, so the stricter of two allow-lists is their intersection.
  const narrower = <T>(a: T[], b: T[]) =>
    a.length === 0 ? b : b.length === 0 ? a : a.filter((item) => b.includes(item));
  const level = (value: TrainingLevel | null) =>
    value === null ? -1 : TRAINING_LEVELS.indexOf(value);
  return {
    requiredVaccinations: both(group.requiredVaccinations, meetup.requiredVaccinations),
    allowedSizes: narrower(group.allowedSizes, meetup.allowedSizes),
    excludedWarnings: both(group.excludedWarnings, meetup.excludedWarnings),
    minimumTrainingLevel:
      level(meetup.minimumTrainingLevel) > level(group.minimumTrainingLevel)
        ? meetup.minimumTrainingLevel
        : group.minimumTrainingLevel,
    allowedAges: narrower(group.allowedAges, meetup.allowedAges),
    spayedNeuteredRequired: group.spayedNeuteredRequired || meetup.spayedNeuteredRequired,
    houseRules: [group.houseRules, meetup.houseRules].filter(Boolean).join('\n\n') || null,
  };
}

export function hasRules(rules: EntryRules): boolean {
  return JSON.stringify({ ...rules, houseRules: null }) !== JSON.stringify(NO_ENTRY_RULES);
}

const list = (items: readonly string[]) =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Which dog profile field each rule reads: the field an owner fills or fixes to meet it. */
export const RULE_FIELDS = {
  requiredVaccinations: 'vaccinations',
  allowedSizes: 'sizeClass',
  excludedWarnings: 'trainingWarnings',
  minimumTrainingLevel: 'trainingLevel',
  allowedAges: 'age',
  spayedNeuteredRequired: 'spayedNeutered',
} as const satisfies Partial<Record<keyof EntryRules, keyof DogFacts>>;

/** One rule a dog does not meet: the rule, the profile field to fix, and the reason in words. */
export interface RuleProblem {
  rule: keyof typeof RULE_FIELDS;
  field: (typeof RULE_FIELDS)[keyof typeof RULE_FIELDS];
  reason: string;
}

/**
 * Every rule `dog` does not meet on `onDate` (YYYY-MM-DD): `occasion` says what the date is,
 * "this meetup" or "today", in the reasons.
 */
export function ruleProblems(
  rules: EntryRules,
  dog: DogFacts,
  onDate: string,
  occasion = 'this meetup',
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const fail = (rule: RuleProblem['rule'], reason: string) =>
    problems.push({ rule, field: RULE_FIELDS[rule], reason });
  const name = dog.name;
  for (const vaccine of rules.requiredVaccinations) {
    const records = (dog.vaccinations ?? []).filter((record) => record.vaccine === vaccine);
    const label = VACCINE_NAMES[vaccine];
    if (records.length === 0) {
      fail(
        'requiredVaccinations',
        `${name} has no ${label} vaccination on record: add it to ${name}'s profile`,
      );
    } else if (!records.some((record) => record.expiresOn >= onDate)) {
      fail('requiredVaccinations', `${label} vaccination for ${name} expires before ${occasion}`);
    }
  }
  if (rules.allowedSizes.length > 0) {
    if (!dog.sizeClass)
      fail(
        'allowedSizes',
        `Add ${name}'s size to their profile: this group allows ${list(rules.allowedSizes)} dogs`,
      );
    else if (!rules.allowedSizes.includes(dog.sizeClass))
      fail(
        'allowedSizes',
        `${name} is ${dog.sizeClass}: only ${list(rules.allowedSizes)} dogs may come`,
      );
  }
  const warned = dog.trainingWarnings.filter((warning) => rules.excludedWarnings.includes(warning));
  if (warned.length > 0)
    fail('excludedWarnings', `${name} is marked ${list(warned)}, which this group does not admit`);
  if (
    rules.minimumTrainingLevel !== null &&
    TRAINING_LEVELS.indexOf(dog.trainingLevel) < TRAINING_LEVELS.indexOf(rules.minimumTrainingLevel)
  ) {
    fail(
      'minimumTrainingLevel',
      `${name}'s training level is ${dog.trainingLevel}: at least ${rules.minimumTrainingLevel} is required`,
    );
  }
  if (rules.allowedAges.length > 0) {
    if (!dog.age)
      fail(
        'allowedAges',
        `Add ${name}'s age to their profile: this group is for ${list(rules.allowedAges)} dogs`,
      );
    else if (!rules.allowedAges.includes(dog.age))
      fail(
        'allowedAges',
        `${name} is ${dog.age === 'adult' ? 'an' : 'a'} ${dog.age}: this group is for ${list(rules.allowedAges)} dogs`,
      );
  }
  if (rules.spayedNeuteredRequired && dog.spayedNeutered !== true) {
    fail(
      'spayedNeuteredRequired',
      (dog.spayedNeutered ?? null) === null
        ? `Say whether ${name} is spayed or neutered on their profile: this group requires it`
        : `${name} is not spayed or neutered, which this group requires`,
    );
  }
  return problems;
}

/** Whether one dog meets the rules on `onDate`, and if not, each reason in words. */
export function checkDog(
  rules: EntryRules,
  dog: DogFacts,
  onDate: string,
  occasion = 'this meetup',
): DogEligibility {
  const reasons = ruleProblems(rules, dog, onDate, occasion).map((problem) => problem.reason);
  return { dogId: dog.dogId, dogName: dog.name, eligible: reasons.length === 0, reasons };
}

/** 403 naming the rule and the dog, for the first dog that does not qualify. */
export function requireEligible(
  rules: EntryRules,
  dogs: DogFacts[],
  onDate: string,
  occasion?: string,
): void {
  for (const dog of dogs) {
    const problems = ruleProblems(rules, dog, onDate, occasion);
    if (problems.length > 0) throw dogNotEligible([{ dog, problems }]);
  }
}

/**
 * 403 GROUPS.DOG_NOT_ELIGIBLE: the reasons in words, and per reason the field to fix
 * (`dogs.<dogId>.<field>`), so a client can send the owner to that dog's profile.
 */
export function dogNotEligible(failures: { dog: DogFacts; problems: RuleProblem[] }[]) {
  const problems = failures.flatMap(({ dog, problems }) =>
    problems.map((problem) => ({ dog, ...problem })),
  );
  return forbidden(
    'GROUPS.DOG_NOT_ELIGIBLE',
    problems.map((problem) => problem.reason).join('. ') + '.',
    problems.map(({ dog, field, reason }) => ({
      path: `dogs.${dog.dogId}.${field}`,
      message: reason,
    })),
  );
}

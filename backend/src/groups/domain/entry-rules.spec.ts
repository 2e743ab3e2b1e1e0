import { describe, expect, it } from 'vitest';
import { NO_ENTRY_RULES, type EntryRules } from '../../contracts/entry-rules.js';
import { checkDog, combineRules, type DogFacts } from './entry-rules.js';

const biscuit: DogFacts = {
  dogId: 'd1',
  name: 'Biscuit',
  age: 'adult',
  trainingLevel: 'basic',
  trainingWarnings: [],
  sizeClass: 'medium',
  vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-03-01' }],
  spayedNeutered: true,
};
const rules = (changes: Partial<EntryRules>): EntryRules => ({ ...NO_ENTRY_RULES, ...changes });

describe('entry rules', () => {
  it('admits any dog when there are no rules', () => {
    expect(
      checkDog(NO_ENTRY_RULES, { ...biscuit, vaccinations: undefined }, '2027-01-01').eligible,
    ).toBe(true);
  });

  it('needs each required vaccination valid on the meetup date', () => {
    const rabies = rules({ requiredVaccinations: ['rabies'] });
    expect(checkDog(rabies, biscuit, '2027-03-01').eligible).toBe(true);
    expect(checkDog(rabies, biscuit, '2027-03-02').reasons).toEqual([
      'Rabies vaccination for Biscuit expires before this meetup',
    ]);
    expect(checkDog(rabies, { ...biscuit, vaccinations: [] }, '2027-01-01').reasons).toEqual([
      "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile",
    ]);
  });

  it('names the field to fill when a rule needs one the owner left empty', () => {
    const strict = rules({
      allowedSizes: ['small'],
      allowedAges: ['puppy'],
      spayedNeuteredRequired: true,
    });
    const { reasons } = checkDog(
      strict,
      { ...biscuit, sizeClass: null, age: null, spayedNeutered: null },
      '2027-01-01',
    );
    expect(reasons).toEqual([
      "Add Biscuit's size to their profile: this group allows small dogs",
      "Add Biscuit's age to their profile: this group is for puppy dogs",
      'Say whether Biscuit is spayed or neutered on their profile: this group requires it',
    ]);
  });

  it('refuses excluded warnings, too little training, the wrong size or age', () => {
    const strict = rules({
      excludedWarnings: ['reactive', 'aggressive'],
      minimumTrainingLevel: 'intermediate',
      allowedSizes: ['small', 'toy'],
      allowedAges: ['puppy'],
    });
    const { reasons } = checkDog(
      strict,
      { ...biscuit, trainingWarnings: ['reactive', 'anxious'] },
      '2027-01-01',
    );
    expect(reasons).toEqual([
      'Biscuit is medium: only small and toy dogs may come',
      'Biscuit is marked reactive, which this group does not admit',
      "Biscuit's training level is basic: at least intermediate is required",
      'Biscuit is an adult: this group is for puppy dogs',
    ]);
  });

  it('makes a meetup stricter than its group, never looser', () => {
    const group = rules({
      allowedSizes: ['small', 'medium'],
      minimumTrainingLevel: 'intermediate',
      requiredVaccinations: ['rabies'],
    });
    const meetup = rules({
      allowedSizes: ['medium', 'large'],
      minimumTrainingLevel: 'basic',
      requiredVaccinations: ['dhpp'],
      spayedNeuteredRequired: true,
    });
    expect(combineRules(group, meetup)).toEqual({
      ...NO_ENTRY_RULES,
      allowedSizes: ['medium'],
      minimumTrainingLevel: 'intermediate',
      requiredVaccinations: ['rabies', 'dhpp'],
      spayedNeuteredRequired: true,
    });
    expect(combineRules(group, null)).toBe(group);
    expect(combineRules(rules({}), rules({ allowedAges: ['puppy'] })).allowedAges).toEqual([
      'puppy',
    ]);
  });
});

import {
  NO_ENTRY_RULES,
  VACCINE_NAMES,
  type EntryRules,
  type GroupKind,
  type SizeClass,
} from '@packmeet/backend/contracts/entry-rules';
import type { DogAge, TrainingLevel, TrainingWarning } from '@packmeet/backend/contracts/dogs';

/*
 * The words for group kinds and entry rules, shared by the group page, the Manage screen, the
 * create-group form and the event page (each a feature of its own, so the words live here).
 */

export const KIND_LABELS: Record<GroupKind, string> = {
  public: 'Public',
  private: 'Private',
  'invite-only': 'Invite-only',
};

/** One sentence per kind: who sees what, and how people get in. */
export const KIND_DESCRIPTIONS: Record<GroupKind, string> = {
  public: 'Anyone can find the group, see its posts and meetups, and join with one click.',
  private:
    'Anyone can find its name, city, description, member count and rules; only members see posts, meetups and who is in it, and joining is a request organizers approve.',
  'invite-only':
    'Not listed anywhere: only members see it, and people join through an invite link you share.',
};

export const SIZE_LABELS: Record<SizeClass, string> = {
  toy: 'Toy (under 10 lb)',
  small: 'Small (10-25 lb)',
  medium: 'Medium (25-50 lb)',
  large: 'Large (50-90 lb)',
  giant: 'Giant (90 lb and up)',
};

export const AGE_LABELS: Record<DogAge, string> = {
  puppy: 'Puppies',
  young: 'Young dogs',
  adult: 'Adults',
  senior: 'Seniors',
};

export const WARNING_LABELS: Record<TrainingWarning, string> = {
  reactive: 'Reactive',
  aggressive: 'Aggressive',
  anxious: 'Anxious',
  fearful: 'Fearful',
  overstimulated: 'Easily overstimulated',
};

export const LEVEL_LABELS: Record<TrainingLevel, string> = {
  none: 'No formal training',
  basic: 'Basic obedience',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  service: 'Service dog',
};

const lower = (items: string[]) => items.map((item) => item.toLowerCase());

const list = (items: readonly string[]) =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The rules as plain sentences (house rules apart); empty when there are none. */
export function describeRules(rules: EntryRules = NO_ENTRY_RULES): string[] {
  const lines: string[] = [];
  if (rules.requiredVaccinations.length > 0)
    lines.push(
      `Vaccinated against ${list(rules.requiredVaccinations.map((v) => VACCINE_NAMES[v]))}, valid on the meetup's date.`,
    );
  if (rules.allowedSizes.length > 0)
    lines.push(`Sizes: ${list(lower(rules.allowedSizes.map((s) => SIZE_LABELS[s])))}.`);
  if (rules.allowedAges.length > 0)
    lines.push(`Ages: ${list(lower(rules.allowedAges.map((a) => AGE_LABELS[a])))} only.`);
  if (rules.minimumTrainingLevel && rules.minimumTrainingLevel !== 'none')
    lines.push(`Training: at least ${LEVEL_LABELS[rules.minimumTrainingLevel].toLowerCase()}.`);
  if (rules.excludedWarnings.length > 0)
    lines.push(
      `Not for dogs marked ${list(lower(rules.excludedWarnings.map((w) => WARNING_LABELS[w])))}.`,
    );
  if (rules.spayedNeuteredRequired) lines.push('Spayed or neutered.');
  return lines;
}

export function hasAnyRule(rules: EntryRules = NO_ENTRY_RULES): boolean {
  return describeRules(rules).length > 0 || Boolean(rules.houseRules);
}

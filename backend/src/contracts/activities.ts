/*
 * What a group or meetup is for, and for whom (issue "Find the right meetup"):
 * a fixed list of activities and a skill level. Plain constants shared by the
 * events, requests, read models, search and the forms. A meetup inherits its
 * group's activities and level and may narrow them (a subset, one level).
 */

/** Wire values, in the order forms and filters list them. */
export const ACTIVITIES = [
  'off-leash-play',
  'on-leash-walk',
  'parallel-walk',
  'hiking',
  'scent-work',
  'obedience',
  'agility',
  'recall-practice',
  'puppy-socialization',
  'reactive-dog-training',
  'breed-meetup',
  'beach-water',
] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** What people read. */
export const ACTIVITY_LABELS: Record<Activity, string> = {
  'off-leash-play': 'Off-leash play',
  'on-leash-walk': 'On-leash social walk',
  'parallel-walk': 'Parallel walk / low stimulation',
  hiking: 'Hiking',
  'scent-work': 'Scent work',
  obedience: 'Obedience',
  agility: 'Agility',
  'recall-practice': 'Recall practice',
  'puppy-socialization': 'Puppy socialization',
  'reactive-dog-training': 'Reactive-dog training',
  'breed-meetup': 'Breed meetup',
  'beach-water': 'Beach / water',
};

export const SKILL_LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  all: 'All levels',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** A group or meetup created before activities existed: nothing known, every level. */
export interface ActivityProfile {
  activities: Activity[];
  level: SkillLevel;
}
export const UNKNOWN_ACTIVITY_PROFILE: ActivityProfile = { activities: [], level: 'all' };

/** The spec's words for a group or meetup that has not narrowed its level. */
export const ALL_LEVELS_TEXT = 'All experience levels';

/** What every surface shows of a profile: each activity, then the level. */
export function activityProfileLabels({ activities, level }: ActivityProfile): string[] {
  return [
    ...activities.map((activity) => ACTIVITY_LABELS[activity]),
    level === 'all' ? ALL_LEVELS_TEXT : SKILL_LEVEL_LABELS[level],
  ];
}

/** Whether anything is known beyond "every level". */
export const isKnownProfile = ({ activities, level }: ActivityProfile): boolean =>
  activities.length > 0 || level !== 'all';

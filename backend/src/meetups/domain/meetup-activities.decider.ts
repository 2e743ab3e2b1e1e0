import { invalid } from '../../shared/errors.js';
import {
  ACTIVITY_LABELS,
  SKILL_LEVEL_LABELS,
  UNKNOWN_ACTIVITY_PROFILE,
  type Activity,
  type ActivityProfile,
  type SkillLevel,
} from '../../contracts/activities.js';

/*
 * What a meetup is for. It inherits its group's activities and level and may
 * only narrow them: a subset of the group's activities when the group lists
 * any, and the group's level, or any one level when the group's is 'all'.
 * The effective values are recorded when the meetup is scheduled, so a
 * later change of the group's never reshapes a meetup people already answered.
 */

type Asked = { activities?: Activity[]; level?: SkillLevel };

const sameSet = (a: Activity[], b: Activity[]) =>
  a.length === b.length && a.every((activity) => b.includes(activity));

const labels = (activities: Activity[]) =>
  activities.map((activity) => ACTIVITY_LABELS[activity]).join(', ');

function assertActivitiesWithin(activities: Activity[], group: ActivityProfile): void {
  if (group.activities.length === 0) return;
  const outside = activities.filter((activity) => !group.activities.includes(activity));
  if (outside.length === 0) return;
  throw invalid(
    'MEETUPS.ACTIVITY_NOT_IN_GROUP',
    `A meetup can only narrow its group’s activities (${labels(group.activities)}): ${labels(outside)} is not among them.`,
  );
}

function assertLevelWithin(level: SkillLevel, group: ActivityProfile): void {
  if (group.level === 'all' || level === group.level) return;
  throw invalid(
    'MEETUPS.LEVEL_NOT_IN_GROUP',
    `This group is for ${SKILL_LEVEL_LABELS[group.level].toLowerCase()} dogs, so its meetups are too.`,
  );
}

/** Absent or empty activities take the group's; an absent level takes the group's. */
function resolve(asked: Asked, group: ActivityProfile, current: ActivityProfile): ActivityProfile {
  const activities =
    asked.activities === undefined
      ? current.activities
      : asked.activities.length > 0
        ? asked.activities
        : group.activities;
  return { activities, level: asked.level ?? current.level };
}

/** The fields a new meetup's event carries: only what is known, as older events do not. */
export function scheduledActivities(
  asked: Asked,
  group: ActivityProfile | null | undefined,
): Asked {
  const bounds = group ?? UNKNOWN_ACTIVITY_PROFILE;
  const { activities, level } = resolve(asked, bounds, bounds);
  assertActivitiesWithin(activities, bounds);
  assertLevelWithin(level, bounds);
  return {
    ...(activities.length > 0 ? { activities } : {}),
    ...(level !== 'all' ? { level } : {}),
  };
}

/**
 * The changes of an update, with the activities and level resolved and
 * checked; unchanged ones are dropped (unchecked, so a group narrowed since
 * does not block an unrelated edit).
 */
export function changedActivities(
  asked: Asked,
  group: ActivityProfile | null | undefined,
  current: Asked,
): Asked {
  const bounds = group ?? UNKNOWN_ACTIVITY_PROFILE;
  const now = {
    activities: current.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
    level: current.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
  };
  const next = resolve(asked, bounds, now);
  const changes: Asked = {};
  if (!sameSet(next.activities, now.activities)) {
    assertActivitiesWithin(next.activities, bounds);
    changes.activities = next.activities;
  }
  if (next.level !== now.level) {
    assertLevelWithin(next.level, bounds);
    changes.level = next.level;
  }
  return changes;
}

import { z } from 'zod';
import { ACTIVITIES, SKILL_LEVELS, type Activity } from '../activities.js';

/*
 * Activities and a skill level as groups and meetups take them
 * (contracts/activities.ts). Whether a meetup's fit its group's is the
 * meetup decider's to say.
 */

/** Each activity once, in the fixed list's order, so equal sets compare equal. */
export const activitiesRequest = z
  .array(z.enum(ACTIVITIES, { error: `Activities must be among ${ACTIVITIES.join(', ')}` }), {
    error: 'activities must be a list of activities',
  })
  .transform((list) => ACTIVITIES.filter((activity: Activity) => list.includes(activity)));

export const levelRequest = z.enum(SKILL_LEVELS, {
  error: `Level must be one of ${SKILL_LEVELS.join(', ')}`,
});

/** PUT /api/groups/{id}/activities: the whole set and the level. */
export const groupActivitiesRequest = z.object({
  activities: activitiesRequest.default([]),
  level: levelRequest.default('all'),
});

export type GroupActivitiesRequest = z.infer<typeof groupActivitiesRequest>;
/** What a client sends. */
export type GroupActivitiesBody = z.input<typeof groupActivitiesRequest>;

import { z } from 'zod';
import { DOG_AGES, TRAINING_LEVELS, TRAINING_WARNINGS } from '../dogs.js';
import { GROUP_KINDS, SIZE_CLASSES, VACCINES } from '../entry-rules.js';
import { defineEvent, type EventOf } from '../event-definition.js';
import { ACTIVITIES, SKILL_LEVELS } from '../activities.js';

/*
 * Groups. Stream `group-<groupId>`: creation, settings and membership (join
 * requests, roles, invite links: group-membership.events.ts). Posts live in
 * their own streams (`post-<postId>`, see post.events.ts) so a busy feed never
 * slows down membership decisions.
 */

/** The entry rules as stored (contracts/entry-rules.ts describes each). */
/** A set of activities from the fixed list, each at most once. */
export const activitiesSchema = z
  .array(z.enum(ACTIVITIES))
  .refine((list) => new Set(list).size === list.length, 'Each activity at most once');

export const entryRulesSchema = z.object({
  requiredVaccinations: z.array(z.enum(VACCINES)),
  allowedSizes: z.array(z.enum(SIZE_CLASSES)),
  excludedWarnings: z.array(z.enum(TRAINING_WARNINGS)),
  minimumTrainingLevel: z.enum(TRAINING_LEVELS).nullable(),
  allowedAges: z.array(z.enum(DOG_AGES)),
  spayedNeuteredRequired: z.boolean(),
  houseRules: z.string().nullable(),
});

/**
 * `kind` and `rules` came with safety-first groups: a group created before
 * them is public or private by `isPrivate`, and has no rules.
 */
export const GroupCreated = defineEvent(
  'GroupCreated',
  1,
  z.object({
    groupId: z.string(),
    creatorId: z.string(),
    name: z.string(),
    description: z.string(),
    city: z.string(),
    state: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isPrivate: z.boolean(),
    kind: z.enum(GROUP_KINDS).optional(),
    rules: entryRulesSchema.optional(),
    /** Absent on groups created before activities existed: none known, all levels. */
    activities: activitiesSchema.optional(),
    level: z.enum(SKILL_LEVELS).optional(),
  }),
);

/** Only the fields that changed. */
export const GroupDetailsChanged = defineEvent(
  'GroupDetailsChanged',
  1,
  z.object({
    groupId: z.string(),
    changedBy: z.string(),
    changes: z
      .object({ name: z.string(), description: z.string(), coverImage: z.string().nullable() })
      .partial(),
  }),
);

/** Members keep their membership whatever the kind becomes. */
export const GroupKindChanged = defineEvent(
  'GroupKindChanged',
  1,
  z.object({ groupId: z.string(), kind: z.enum(GROUP_KINDS), changedBy: z.string() }),
);

/** The whole new set of rules. */
export const GroupRulesChanged = defineEvent(
  'GroupRulesChanged',
  1,
  z.object({ groupId: z.string(), rules: entryRulesSchema, changedBy: z.string() }),
);

/** The whole new set of activities and the level. */
export const GroupActivitiesChanged = defineEvent(
  'GroupActivitiesChanged',
  1,
  z.object({
    groupId: z.string(),
    activities: activitiesSchema,
    level: z.enum(SKILL_LEVELS),
    changedBy: z.string(),
  }),
);

export type GroupCreated = EventOf<typeof GroupCreated>;
export type GroupDetailsChanged = EventOf<typeof GroupDetailsChanged>;
export type GroupKindChanged = EventOf<typeof GroupKindChanged>;
export type GroupRulesChanged = EventOf<typeof GroupRulesChanged>;
export type GroupActivitiesChanged = EventOf<typeof GroupActivitiesChanged>;
export type GroupSettingsEvent =
  | GroupCreated
  | GroupDetailsChanged
  | GroupKindChanged
  | GroupRulesChanged
  | GroupActivitiesChanged;

export const groupSettingsEvents = [
  GroupCreated,
  GroupDetailsChanged,
  GroupKindChanged,
  GroupRulesChanged,
  GroupActivitiesChanged,
] as const;

import { z } from 'zod';
import { DOG_AGES, TRAINING_LEVELS, TRAINING_WARNINGS } from '../dogs.js';
import { GROUP_KINDS, SIZE_CLASSES, VACCINES } from '../entry-rules.js';
import { requiredText } from './register-user.request.js';

/*
 * The bodies of the Manage screen's calls and of join requests
 * (docs/api.md, "Safety-first groups").
 */

const optionalMessage = (max: number) =>
  z
    .string({ error: 'Message must be text' })
    .trim()
    .max(max, `Message must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

const unique = <T>(items: T[]) => [...new Set(items)];

/** PUT /api/groups/{id}/rules, and a meetup's extra rules. */
export const entryRulesRequest = z.object({
  requiredVaccinations: z
    .array(z.enum(VACCINES, { error: `Vaccinations must be among ${VACCINES.join(', ')}` }))
    .transform(unique)
    .default([]),
  allowedSizes: z
    .array(z.enum(SIZE_CLASSES, { error: `Sizes must be among ${SIZE_CLASSES.join(', ')}` }))
    .transform(unique)
    .default([]),
  excludedWarnings: z
    .array(
      z.enum(TRAINING_WARNINGS, {
        error: `Warnings must be among ${TRAINING_WARNINGS.join(', ')}`,
      }),
    )
    .transform(unique)
    .default([]),
  minimumTrainingLevel: z
    .enum(TRAINING_LEVELS, { error: `Training level must be one of ${TRAINING_LEVELS.join(', ')}` })
    .nullable()
    .default(null),
  allowedAges: z
    .array(z.enum(DOG_AGES, { error: `Ages must be among ${DOG_AGES.join(', ')}` }))
    .transform(unique)
    .default([]),
  spayedNeuteredRequired: z
    .boolean({ error: 'spayedNeuteredRequired must be true or false' })
    .default(false),
  houseRules: z
    .string({ error: 'House rules must be text' })
    .trim()
    .max(2000, 'House rules must be at most 2000 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});

/** PATCH /api/groups/{id}: only what changes. */
export const changeGroupRequest = z
  .object({
    name: requiredText('Name is required', 100),
    description: requiredText('Description is required', 2000),
    coverImage: z
      .string()
      .regex(
        /^\/objects\/photos\/[A-Za-z0-9._-]+$/,
        'Cover image must be an uploaded photo (/objects/...)',
      )
      .nullable(),
    kind: z.enum(GROUP_KINDS, { error: 'Kind must be public, private or invite-only' }),
  })
  .partial();

/** POST /api/groups/{id}/join-requests. */
export const joinRequestRequest = z.object({
  message: optionalMessage(500),
  dogIds: z
    .array(z.string().min(1), { error: 'dogIds must be a list of your dog ids' })
    .max(30)
    .transform(unique)
    .default([]),
  houseRulesAccepted: z
    .boolean({ error: 'houseRulesAccepted must be true or false' })
    .default(false),
  inviteCode: z.string().max(100).nullable().default(null),
});

/** POST /api/groups/{id}/join-requests/{userId}/approve and /decline. */
export const decideJoinRequest = z.object({ message: optionalMessage(500) });

/** POST /api/groups/{id}/members/{userId}/remove: the reason stays in the group's history. */
export const removeMemberRequest = z.object({
  reason: requiredText('Please give a reason', 500),
});

/** PUT /api/groups/{id}/members/{userId}/role. */
export const memberRoleRequest = z.object({
  role: z.enum(['co-organizer', 'member'], { error: 'Role must be co-organizer or member' }),
});

/** POST /api/groups/{id}/transfer: to a co-organizer. */
export const transferGroupRequest = z.object({
  userId: requiredText('Choose a co-organizer', 100),
});

/** POST /api/groups/{id}/invites. */
export const createInviteRequest = z.object({
  /** null: never expires. */
  expiresInDays: z
    .number({ error: 'expiresInDays must be a number of days' })
    .int()
    .min(1, 'An invite link lasts at least a day')
    .max(90, 'An invite link lasts at most 90 days')
    .nullable()
    .default(7),
  /** null: any number of uses. */
  maxUses: z
    .number({ error: 'maxUses must be a number' })
    .int()
    .min(1, 'An invite link must allow at least one use')
    .max(500, 'An invite link allows at most 500 uses')
    .nullable()
    .default(null),
});

export type EntryRulesRequest = z.infer<typeof entryRulesRequest>;
export type ChangeGroupRequest = z.infer<typeof changeGroupRequest>;
export type JoinRequestRequest = z.infer<typeof joinRequestRequest>;
export type CreateInviteRequest = z.infer<typeof createInviteRequest>;
/** What a client sends. */
export type EntryRulesBody = z.input<typeof entryRulesRequest>;
export type ChangeGroupBody = z.input<typeof changeGroupRequest>;
export type JoinRequestBody = z.input<typeof joinRequestRequest>;
export type DecideJoinRequestBody = z.input<typeof decideJoinRequest>;
export type RemoveMemberBody = z.input<typeof removeMemberRequest>;
export type MemberRoleBody = z.input<typeof memberRoleRequest>;
export type TransferGroupBody = z.input<typeof transferGroupRequest>;
export type CreateInviteBody = z.input<typeof createInviteRequest>;

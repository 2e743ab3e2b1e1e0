import { z } from 'zod';
import { requiredText } from './register-user.request.js';
import { stateCode } from '../us-states.js';
import { GROUP_KINDS } from '../entry-rules.js';
import { entryRulesRequest } from './group-management.request.js';
import { activitiesRequest, levelRequest } from './activities.request.js';

/** latitude/longitude arrive as strings (spec section 7); numbers are accepted too. */
const coordinate = (name: string, limit: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) =>
      typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value),
    )
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= limit,
      `${name} must be a number between -${limit} and ${limit}`,
    )
    .optional();

/** POST /api/groups. `creatorId` is never taken from the client: the caller creates. */
export const createGroupRequest = z.object({
  name: requiredText('Name is required', 100),
  description: requiredText('Description is required', 2000),
  city: requiredText('City is required'),
  state: requiredText('State is required', 50).refine(
    (state) => stateCode(state) !== undefined,
    'State must be a US state',
  ),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  isPrivate: z.boolean({ error: 'isPrivate must be true or false' }).default(false),
  /** Wins over isPrivate; without it, isPrivate picks private or public. */
  kind: z.enum(GROUP_KINDS, { error: 'Kind must be public, private or invite-only' }).optional(),
  rules: entryRulesRequest.optional(),
  /** What the group does and for whom: none known and all levels unless given. */
  activities: activitiesRequest.default([]),
  level: levelRequest.default('all'),
});

export type CreateGroupRequest = z.infer<typeof createGroupRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type CreateGroupBody = z.input<typeof createGroupRequest>;

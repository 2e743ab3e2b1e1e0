import type { GROUP_KINDS } from '../../../contracts/entry-rules.js';
import { VACCINE_NAMES, type EntryRules } from '../../../contracts/entry-rules.js';
import type { GroupHistoryDocument } from '../../../contracts/read-models.js';
import {
  ACTIVITY_LABELS,
  SKILL_LEVEL_LABELS,
  type Activity,
  type SkillLevel,
} from '../../../contracts/activities.js';

/* One sentence per history entry, e.g. "Maya L. approved Sam K.'s request to join." */

const KIND_NAMES: Record<(typeof GROUP_KINDS)[number], string> = {
  public: 'public',
  private: 'private',
  'invite-only': 'invite-only',
};

const FIELD_NAMES: Record<string, string> = {
  name: 'the name',
  description: 'the description',
  coverImage: 'the cover photo',
};

function withMessage(text: string, message: unknown): string {
  return typeof message === 'string' && message !== '' ? `${text}: ${message}` : `${text}.`;
}

function inviteLimits(details: Record<string, unknown>): string {
  const limits = [
    typeof details.maxUses === 'number'
      ? `for ${details.maxUses} use${details.maxUses === 1 ? '' : 's'}`
      : null,
    typeof details.expiresAt === 'string'
      ? `until ${details.expiresAt.slice(0, 10)}`
      : 'with no expiry',
  ].filter(Boolean);
  return limits.join(' ');
}

function rulesSummary(rules: EntryRules | undefined): string {
  if (!rules) return '';
  const parts = [
    rules.requiredVaccinations.length > 0 &&
      `vaccinations: ${rules.requiredVaccinations.map((vaccine) => VACCINE_NAMES[vaccine]).join(', ')}`,
    rules.allowedSizes.length > 0 && `sizes: ${rules.allowedSizes.join(', ')}`,
    rules.excludedWarnings.length > 0 && `not admitted: ${rules.excludedWarnings.join(', ')}`,
    rules.minimumTrainingLevel !== null && `training: at least ${rules.minimumTrainingLevel}`,
    rules.allowedAges.length > 0 && `ages: ${rules.allowedAges.join(', ')}`,
    rules.spayedNeuteredRequired && 'spayed or neutered',
    rules.houseRules !== null && 'house rules',
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 0 ? ' (no rules)' : ` (${parts.join('; ')})`;
}

/** "Sam K.'s", or "a" when an older event did not record whose the words were. */
const whose = (entry: GroupHistoryDocument, subject: string) =>
  entry.subjectId === null ? 'a' : `${subject}'s`;

export function historySentence(entry: GroupHistoryDocument, actor: string, subject: string) {
  const { details } = entry;
  switch (entry.type) {
    case 'GroupCreated':
      return `${actor} created the group.`;
    case 'GroupDetailsChanged': {
      const fields = Object.keys((details.changes as object) ?? {}).map(
        (field) => FIELD_NAMES[field] ?? field,
      );
      return `${actor} changed ${fields.join(' and ') || 'the group'}.`;
    }
    case 'GroupKindChanged':
      return `${actor} made the group ${KIND_NAMES[details.kind as keyof typeof KIND_NAMES] ?? String(details.kind)}.`;
    case 'GroupRulesChanged':
      return `${actor} changed the entry rules${rulesSummary(details.rules as EntryRules)}.`;
    case 'GroupActivitiesChanged': {
      const activities = (details.activities as Activity[]).map((a) => ACTIVITY_LABELS[a]);
      const level = SKILL_LEVEL_LABELS[details.level as SkillLevel].toLowerCase();
      return `${actor} set the activities to ${activities.join(', ') || 'none'} (${level}).`;
    }
    case 'GroupJoined':
      return `${subject} joined the group.`;
    case 'GroupLeft':
      return `${subject} left the group.`;
    case 'GroupJoinRequested': {
      const dogs = Array.isArray(details.dogIds) ? details.dogIds.length : 0;
      const bringing = dogs > 0 ? ` with ${dogs} dog${dogs === 1 ? '' : 's'}` : '';
      const via = details.inviteId ? ' through an invite link' : '';
      return `${subject} asked to join${bringing}${via}.`;
    }
    case 'GroupJoinApproved':
      return withMessage(`${actor} approved ${subject}'s request to join`, details.message);
    case 'GroupJoinDeclined':
      return withMessage(`${actor} declined ${subject}'s request to join`, details.message);
    case 'GroupJoinRequestWithdrawn':
      return `${subject} withdrew their request to join.`;
    case 'GroupMemberRemoved':
      return withMessage(`${actor} removed ${subject}`, details.reason);
    case 'CoOrganizerAppointed':
      return `${actor} made ${subject} a co-organizer.`;
    case 'CoOrganizerDismissed':
      return `${actor} made ${subject} a member again (no longer a co-organizer).`;
    case 'GroupOwnershipTransferred':
      return `${actor} handed the group over to ${subject}.`;
    case 'InviteLinkCreated':
      return `${actor} created an invite link ${inviteLimits(details)}.`;
    case 'InviteLinkRevoked':
      return `${actor} revoked an invite link.`;
    case 'PostHidden':
      return withMessage(`${actor} hid ${whose(entry, subject)} post`, details.reason);
    case 'CommentHidden':
      return withMessage(`${actor} hid ${whose(entry, subject)} comment`, details.reason);
    default:
      return `${entry.type}.`;
  }
}

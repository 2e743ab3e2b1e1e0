import { conflict, notFound } from '../../shared/errors.js';
import type { EntryRules, GroupKind } from '../../contracts/entry-rules.js';
import type { Activity, SkillLevel } from '../../contracts/activities.js';
import {
  GroupActivitiesChanged,
  GroupDetailsChanged,
  GroupKindChanged,
  GroupRulesChanged,
  type GroupSettingsEvent,
} from '../../contracts/events/group.events.js';
import {
  InviteLinkCreated,
  InviteLinkRevoked,
  type GroupMembershipEvent,
} from '../../contracts/events/group-membership.events.js';
import { isOrganizer, notAnOrganizer, type CreatedGroup } from './group.state.js';

/* What the Manage screen changes: details, kind, rules, activities and invite links. Organizers only. */

export interface GroupDetails {
  name: string;
  description: string;
  coverImage: string | null;
}

export type SettingsCommand =
  | { type: 'ChangeGroupDetails'; groupId: string; by: string; changes: Partial<GroupDetails> }
  | { type: 'ChangeGroupKind'; groupId: string; by: string; kind: GroupKind }
  /** The Manage screen's one save: details and kind together, appended together or not at all. */
  | {
      type: 'ChangeGroup';
      groupId: string;
      by: string;
      changes: Partial<GroupDetails>;
      kind?: GroupKind;
    }
  | { type: 'ChangeGroupRules'; groupId: string; by: string; rules: EntryRules }
  | {
      type: 'ChangeGroupActivities';
      groupId: string;
      by: string;
      activities: Activity[];
      level: SkillLevel;
    }
  | {
      type: 'CreateInviteLink';
      groupId: string;
      by: string;
      inviteId: string;
      code: string;
      expiresAt: string | null;
      maxUses: number | null;
    }
  | { type: 'RevokeInviteLink'; groupId: string; by: string; inviteId: string };

/** At most this many live links per group: enough for every channel an organizer shares on. */
export const MAX_INVITE_LINKS = 50;

export function decideSettings(
  command: SettingsCommand,
  group: CreatedGroup,
): (GroupSettingsEvent | GroupMembershipEvent)[] {
  if (!isOrganizer(group, command.by)) throw notAnOrganizer();
  const { groupId, by } = command;
  switch (command.type) {
    case 'ChangeGroupDetails': {
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(
          ([field, value]) => value !== undefined && group[field as keyof GroupDetails] !== value,
        ),
      ) as Partial<GroupDetails>;
      if (Object.keys(changes).length === 0) return [];
      return [GroupDetailsChanged({ groupId, changedBy: by, changes })];
    }

    case 'ChangeGroup':
      return [
        ...decideSettings(
          { type: 'ChangeGroupDetails', groupId, by, changes: command.changes },
          group,
        ),
        ...(command.kind === undefined
          ? []
          : decideSettings({ type: 'ChangeGroupKind', groupId, by, kind: command.kind }, group)),
      ];

    case 'ChangeGroupKind':
      if (command.kind === group.kind) return [];
      return [GroupKindChanged({ groupId, kind: command.kind, changedBy: by })];

    case 'ChangeGroupRules':
      if (JSON.stringify(command.rules) === JSON.stringify(group.rules)) return [];
      return [GroupRulesChanged({ groupId, rules: command.rules, changedBy: by })];

    case 'ChangeGroupActivities': {
      const { activities, level } = command;
      // A set: the same activities in another order are no change.
      const same =
        level === group.level &&
        activities.length === group.activities.length &&
        activities.every((activity) => group.activities.includes(activity));
      if (same) return [];
      return [GroupActivitiesChanged({ groupId, activities, level, changedBy: by })];
    }

    case 'CreateInviteLink': {
      const live = [...group.invites.values()].filter((invite) => !invite.revoked).length;
      if (live >= MAX_INVITE_LINKS)
        throw conflict(
          'GROUPS.TOO_MANY_INVITES',
          `A group keeps at most ${MAX_INVITE_LINKS} invite links: revoke one first.`,
        );
      const { inviteId, code, expiresAt, maxUses } = command;
      return [InviteLinkCreated({ groupId, inviteId, code, createdBy: by, expiresAt, maxUses })];
    }

    case 'RevokeInviteLink': {
      const invite = group.invites.get(command.inviteId);
      if (!invite) throw notFound('GROUPS.INVITE_NOT_FOUND', 'Invite link not found');
      if (invite.revoked) return [];
      return [InviteLinkRevoked({ groupId, inviteId: command.inviteId, revokedBy: by })];
    }
  }
}

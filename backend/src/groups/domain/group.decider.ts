import type { Decider } from '../../shared/decider.js';
import { conflict, notFound } from '../../shared/errors.js';
import {
  GroupCreated,
  GroupJoined,
  GroupLeft,
  type GroupEvent,
} from '../../contracts/events/group.events.js';

export type GroupState =
  | { status: 'none' }
  | {
      status: 'created';
      groupId: string;
      creatorId: string;
      name: string;
      city: string;
      state: string;
      isPrivate: boolean;
      members: Set<string>;
    };

export type GroupCommand =
  | { type: 'CreateGroup'; group: GroupCreated['data'] }
  | { type: 'JoinGroup'; groupId: string; userId: string }
  | { type: 'LeaveGroup'; groupId: string; userId: string };

export const groupStream = (groupId: string) => `group-${groupId}`;

export const groupNotFound = () => notFound('GROUPS.NOT_FOUND', 'Group not found');

export const groupDecider: Decider<GroupState, GroupCommand, GroupEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    if (event.type === 'GroupCreated') {
      return {
        status: 'created',
        groupId: event.data.groupId,
        creatorId: event.data.creatorId,
        name: event.data.name,
        city: event.data.city,
        state: event.data.state,
        isPrivate: event.data.isPrivate,
        members: new Set([event.data.creatorId]),
      };
    }
    // Nothing else happens to a group before it is created.
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'GroupJoined':
        state.members.add(event.data.userId);
        break;
      case 'GroupLeft':
        state.members.delete(event.data.userId);
        break;
    }
    return state;
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateGroup':
        if (state.status === 'created')
          throw conflict('GROUPS.ALREADY_EXISTS', 'This group already exists');
        return [GroupCreated(command.group)];

      case 'JoinGroup':
        if (state.status !== 'created') throw groupNotFound();
        // Joining twice changes nothing: the handler tells the caller they are already in.
        if (state.members.has(command.userId)) return [];
        return [GroupJoined({ groupId: command.groupId, userId: command.userId, role: 'member' })];

      case 'LeaveGroup':
        if (state.status !== 'created') throw groupNotFound();
        if (command.userId === state.creatorId) {
          throw conflict(
            'GROUPS.CREATOR_CANNOT_LEAVE',
            'The group creator cannot leave the group.',
          );
        }
        if (!state.members.has(command.userId)) {
          throw conflict('GROUPS.NOT_A_MEMBER', "You're not a member of this group.");
        }
        return [GroupLeft({ groupId: command.groupId, userId: command.userId })];
    }
  },
};

export function isMember(state: GroupState, userId: string): boolean {
  return state.status === 'created' && state.members.has(userId);
}

import type { Decider } from '../../shared/decider.js';
import { invalid, notFound } from '../../shared/errors.js';
import {
  MemberBlocked,
  MemberUnblocked,
  type BlockEvent,
} from '../../contracts/events/moderation.events.js';

/** The members one member has blocked (the blocker's stream). */
export type BlocksState = Set<string>;

export type BlocksCommand =
  | { type: 'BlockMember'; blockerId: string; blockedId: string; blockedExists: boolean }
  | { type: 'UnblockMember'; blockerId: string; blockedId: string };

export const blocksStream = (userId: string) => `blocks-${userId}`;

export const blocksDecider: Decider<BlocksState, BlocksCommand, BlockEvent> = {
  initialState: () => new Set(),

  evolve: (state, event) => {
    if (event.type === 'MemberBlocked') state.add(event.data.blockedId);
    else state.delete(event.data.blockedId);
    return state;
  },

  decide: (command, state) => {
    const { blockerId, blockedId } = command;
    if (command.type === 'UnblockMember')
      return state.has(blockedId) ? [MemberUnblocked({ blockerId, blockedId })] : [];
    if (blockedId === blockerId) throw invalid('BLOCKS.SELF', 'You can’t block yourself.');
    if (!command.blockedExists) throw notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');
    // Blocking twice changes nothing.
    if (state.has(blockedId)) return [];
    return [MemberBlocked({ blockerId, blockedId })];
  },
};

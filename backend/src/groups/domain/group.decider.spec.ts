import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { groupDecider } from './group.decider.js';
import { GroupCreated, GroupJoined, GroupLeft } from '../../contracts/events.js';

const created = GroupCreated({
  groupId: 'g1',
  creatorId: 'creator',
  name: 'Calm Corgis of Austin',
  description: 'Parallel walks for corgis who like their space.',
  city: 'Austin',
  state: 'TX',
  latitude: 30.26715,
  longitude: -97.74306,
  isPrivate: false,
});

describe('group decider', () => {
  it('creates a group once', () => {
    given(groupDecider).when({ type: 'CreateGroup', group: created.data }).then([created]);
    given(groupDecider, [created])
      .when({ type: 'CreateGroup', group: created.data })
      .thenFails('GROUPS.ALREADY_EXISTS');
  });

  it('refuses a creator whose email is not verified', () => {
    given(groupDecider)
      .when({ type: 'CreateGroup', group: created.data, creatorIsVerified: false })
      .thenFails('ACCOUNTS.EMAIL_NOT_VERIFIED');
    given(groupDecider)
      .when({ type: 'CreateGroup', group: created.data, creatorIsVerified: true })
      .then([created]);
  });

  it('lets a new member join, and joining twice changes nothing', () => {
    given(groupDecider, [created])
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'u2' })
      .then([GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' })]);
    given(groupDecider, [created, GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' })])
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'u2' })
      .then([]);
  });

  it('counts the creator as a member who cannot leave', () => {
    given(groupDecider, [created])
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'creator' })
      .then([]);
    given(groupDecider, [created])
      .when({ type: 'LeaveGroup', groupId: 'g1', userId: 'creator' })
      .thenFails('GROUPS.CREATOR_CANNOT_LEAVE');
  });

  it('lets members leave, and only members', () => {
    const joined = GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' });
    given(groupDecider, [created, joined])
      .when({ type: 'LeaveGroup', groupId: 'g1', userId: 'u2' })
      .then([GroupLeft({ groupId: 'g1', userId: 'u2' })]);
    given(groupDecider, [created, joined, GroupLeft({ groupId: 'g1', userId: 'u2' })])
      .when({ type: 'LeaveGroup', groupId: 'g1', userId: 'u2' })
      .thenFails('GROUPS.NOT_A_MEMBER');
  });

  it('does not know groups that were never created', () => {
    given(groupDecider)
      .when({ type: 'JoinGroup', groupId: 'nope', userId: 'u2' })
      .thenFails('GROUPS.NOT_FOUND');
  });
});

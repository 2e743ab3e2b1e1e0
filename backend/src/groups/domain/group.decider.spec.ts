import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { groupDecider } from './group.decider.js';
import {
  CoOrganizerAppointed,
  GroupActivitiesChanged,
  GroupCreated,
  GroupJoined,
  GroupLeft,
} from '../../contracts/events.js';
import type { Activity } from '../../contracts/activities.js';

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

  it('refuses a creator whose email is not verified, where addresses are verified', () => {
    const create = (verified: boolean, verificationRequired: boolean) =>
      ({
        type: 'CreateGroup',
        group: created.data,
        creatorEmail: { verified, verificationRequired },
      }) as const;
    given(groupDecider).when(create(false, true)).thenFails('ACCOUNTS.EMAIL_NOT_VERIFIED');
    given(groupDecider).when(create(true, true)).then([created]);
    // Email off: nobody can be sent a link, so nobody is asked for one.
    given(groupDecider).when(create(false, false)).then([created]);
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

describe('a group’s activities and level', () => {
  const coOrganizer = CoOrganizerAppointed({ groupId: 'g1', userId: 'u2', appointedBy: 'creator' });
  const change = (by: string, level: 'all' | 'beginner' = 'beginner') => ({
    type: 'ChangeGroupActivities' as const,
    groupId: 'g1',
    by,
    activities: ['parallel-walk', 'reactive-dog-training'] as Activity[],
    level,
  });

  it('are set by its organizers, as a whole', () => {
    given(groupDecider, [created])
      .when(change('creator'))
      .then([
        GroupActivitiesChanged({
          groupId: 'g1',
          activities: ['parallel-walk', 'reactive-dog-training'],
          level: 'beginner',
          changedBy: 'creator',
        }),
      ]);
    given(groupDecider, [
      created,
      GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' }),
      coOrganizer,
    ])
      .when(change('u2', 'all'))
      .then([
        GroupActivitiesChanged({
          groupId: 'g1',
          activities: ['parallel-walk', 'reactive-dog-training'],
          level: 'all',
          changedBy: 'u2',
        }),
      ]);
  });

  it('are not members’ to change', () => {
    given(groupDecider, [created, GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' })])
      .when(change('u2'))
      .thenFails('GROUPS.NOT_ORGANIZER');
  });

  it('record nothing when nothing changed, in whatever order', () => {
    const withActivities = GroupCreated({
      ...created.data,
      activities: ['parallel-walk', 'reactive-dog-training'],
      level: 'beginner',
    });
    given(groupDecider, [withActivities]).when(change('creator')).then([]);
    given(groupDecider, [withActivities])
      .when({ ...change('creator'), activities: ['reactive-dog-training', 'parallel-walk'] })
      .then([]);
  });
});

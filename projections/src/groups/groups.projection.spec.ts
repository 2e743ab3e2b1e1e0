import { describe, expect, it } from 'vitest';
import {
  GroupCreated,
  GroupJoined,
  GroupLeft,
  MemberForgotten,
} from '@packmeet/backend/contracts/events';
import { GROUPS, GROUP_MEMBERS } from '@packmeet/backend/contracts/read-models';
import { PLACES } from '../testing/places.js';
import { project } from '../testing/projection-testing.js';
import { groupsProjection } from './groups.projection.js';

describe('groups projection', () => {
  it('counts the creator as owner and keeps member counts with joins and leaves', async () => {
    const { documents } = await project(
      [groupsProjection],
      [
        GroupCreated({
          groupId: 'g1',
          creatorId: 'c',
          name: 'Calm Corgis',
          description: 'd',
          ...PLACES.Austin,
          isPrivate: false,
        }),
        GroupJoined({ groupId: 'g1', userId: 'u1', role: 'member' }),
        GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' }),
        GroupLeft({ groupId: 'g1', userId: 'u1' }),
      ],
    );
    expect(await documents.collection(GROUPS).findOne({ _id: 'g1' })).toMatchObject({
      memberCount: 2,
      creatorId: 'c',
      city: 'Austin',
    });
    const members = await documents
      .collection(GROUP_MEMBERS)
      .find({ groupId: 'g1' }, { sort: { userId: 1 } });
    expect(members.map((member) => [member.userId, member.role])).toEqual([
      ['c', 'owner'],
      ['u2', 'member'],
    ]);
  });

  it('takes a forgotten member out of every group they did not leave, and keeps an owner', async () => {
    const created = (groupId: string, creatorId: string) =>
      GroupCreated({
        groupId,
        creatorId,
        name: `Group ${groupId}`,
        description: 'd',
        ...PLACES.Austin,
        isPrivate: false,
      });
    const { documents } = await project(
      [groupsProjection],
      [
        created('g1', 'c'),
        created('g2', 'gone'),
        GroupJoined({ groupId: 'g1', userId: 'gone', role: 'member' }),
        GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' }),
        MemberForgotten({ userId: 'gone', forgottenBy: 'cli' }),
      ],
    );
    expect(await documents.collection(GROUP_MEMBERS).find({ userId: 'gone' })).toEqual([
      expect.objectContaining({ groupId: 'g2', role: 'owner' }),
    ]);
    expect(await documents.collection(GROUPS).findOne({ _id: 'g1' })).toMatchObject({
      memberCount: 2,
    });
  });
});

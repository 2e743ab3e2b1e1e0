import { describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  MemberBlocked,
  MemberUnblocked,
  PlayedWellMarked,
  PlaymatesLinked,
  PlaymatesTurnedOff,
  PlaymatesTurnedOn,
  PlaymatesUnlinked,
} from '@packmeet/backend/contracts/events';
import {
  PLAYED_WELL_MARKS,
  PLAYMATE_BARRIERS,
  PLAYMATE_LINKS,
} from '@packmeet/backend/contracts/read-models';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { playmatesProjection } from './playmates.projection.js';

const pair = { stream: 'playmates-a+b' };
const marked = (userId: string, dogId: string, otherDogId: string) => ({
  ...pair,
  event: PlayedWellMarked({ meetupId: 'm1', userId, dogId, otherDogId }),
});
const linked = {
  ...pair,
  event: PlaymatesLinked({ meetupId: 'm1', dogIds: ['a', 'b'], userIds: ['ann', 'ben'] }),
};
const links = async (events: Parameters<typeof project>[1]) => {
  const { documents } = await project([playmatesProjection], events);
  return (await documents.collection(PLAYMATE_LINKS).find({})).map((link) => link._id);
};

describe('playmates projection', () => {
  it('keeps each owner’s marks and the link, once both marked', async () => {
    const { documents } = await project(
      [playmatesProjection],
      [marked('ann', 'a', 'b'), marked('ben', 'b', 'a'), linked],
    );
    expect(withoutPosition(await documents.collection(PLAYMATE_LINKS).find({}))).toEqual([
      {
        _id: 'a+b',
        dogIds: ['a', 'b'],
        userIds: ['ann', 'ben'],
        meetupId: 'm1',
        linkedAt: '2026-11-01T12:00:00.000Z',
      },
    ]);
    expect(await documents.collection(PLAYED_WELL_MARKS).find({ userId: 'ann' })).toHaveLength(1);
  });

  it('drops the link and the pair’s marks on removal', async () => {
    const { documents } = await project(
      [playmatesProjection],
      [
        marked('ann', 'a', 'b'),
        marked('ben', 'b', 'a'),
        linked,
        { ...pair, event: PlaymatesUnlinked({ dogIds: ['a', 'b'], byUserId: 'ben' }) },
      ],
    );
    expect(await documents.collection(PLAYMATE_LINKS).find({})).toEqual([]);
    expect(await documents.collection(PLAYED_WELL_MARKS).find({})).toEqual([]);
  });

  it('ends links on a block, a dog turned off or a deletion, and makes none while one stands', async () => {
    const block = MemberBlocked({ blockerId: 'ben', blockedId: 'ann' });
    const off = PlaymatesTurnedOff({ userId: 'ann', dogId: 'a' });
    const deleted = AccountDeleted({ userId: 'ben' });
    for (const barrier of [block, off, deleted]) {
      expect(await links([linked, barrier])).toEqual([]);
      expect(await links([barrier, linked])).toEqual([]);
    }
    // Lifted, the barrier no longer stands; what it ended stays ended.
    const unblocked = MemberUnblocked({ blockerId: 'ben', blockedId: 'ann' });
    expect(await links([linked, block, unblocked])).toEqual([]);
    expect(await links([block, unblocked, linked])).toEqual(['a+b']);
    const on = PlaymatesTurnedOn({ userId: 'ann', dogId: 'a' });
    expect(await links([off, on, linked])).toEqual(['a+b']);
  });

  it('forgets a deleted member’s marks and keeps them as a barrier', async () => {
    const { documents } = await project(
      [playmatesProjection],
      [marked('ann', 'a', 'b'), AccountDeleted({ userId: 'ann' })],
    );
    expect(await documents.collection(PLAYED_WELL_MARKS).find({})).toEqual([]);
    expect(await documents.collection(PLAYMATE_BARRIERS).find({})).toEqual([
      expect.objectContaining({ _id: 'user:ann' }),
    ]);
  });
});

import {
  PLAYED_WELL_MARKS,
  PLAYMATE_BARRIERS,
  PLAYMATE_LINKS,
  barrierOfBlock,
  barrierOfDog,
  barrierOfMember,
} from '@packmeet/backend/contracts/read-models';
import { pairKey } from '@packmeet/backend/contracts/playmates';
import { removeAll, whenForgotten } from '../forgetting.js';
import { defineProjection, remove, upsert, type DocumentChange } from '../projection.js';

const barrier = (_id: string): DocumentChange => upsert(PLAYMATE_BARRIERS, _id, { $set: { _id } });

/**
 * Playmates (docs/playmates.md): each owner's private marks, the links
 * between dogs, and the barriers that end links and keep them from forming
 * (a dog turned off, a block either way, a forgotten member). A link decided
 * while a barrier stood in the log (the command saw facts a moment old) is
 * not made: the fold, not the timing, says which links exist, so a replay
 * gives the same links.
 */
export const playmatesProjection = defineProjection({
  name: 'playmates',
  version: 1,
  collections: [PLAYMATE_LINKS, PLAYED_WELL_MARKS, PLAYMATE_BARRIERS],
  indexes: [
    { collection: PLAYMATE_LINKS, spec: { keys: { dogIds: 1 } } },
    { collection: PLAYMATE_LINKS, spec: { keys: { userIds: 1 } } },
    { collection: PLAYED_WELL_MARKS, spec: { keys: { meetupId: 1, userId: 1 } } },
  ],
  handlers: {
    PlayedWellMarked: ({ data }) => [
      upsert(PLAYED_WELL_MARKS, `${data.meetupId}:${data.dogId}:${data.otherDogId}`, {
        $set: { ...data },
      }),
    ],
    PlaymatesLinked: async ({ data, metadata }, view) => {
      const [a, b] = data.dogIds;
      const standing = await view.find(PLAYMATE_BARRIERS, {
        _id: {
          $in: [
            barrierOfDog(a),
            barrierOfDog(b),
            ...data.userIds.map(barrierOfMember),
            barrierOfBlock(data.userIds[0], data.userIds[1]),
            barrierOfBlock(data.userIds[1], data.userIds[0]),
          ],
        },
      });
      if (standing.length > 0) return [];
      return [
        upsert(PLAYMATE_LINKS, pairKey(a, b), {
          $set: {
            dogIds: data.dogIds,
            userIds: data.userIds,
            meetupId: data.meetupId,
            linkedAt: metadata.occurredAt,
          },
        }),
      ];
    },
    // The pair's marks go with the link: only new marks on both sides link the dogs again.
    PlaymatesUnlinked: ({ data }) => [
      remove(PLAYMATE_LINKS, { _id: pairKey(...data.dogIds) }),
      removeAll(PLAYED_WELL_MARKS, {
        dogId: { $in: data.dogIds },
        otherDogId: { $in: data.dogIds },
      }),
    ],
    PlaymatesTurnedOff: ({ data }) => [
      barrier(barrierOfDog(data.dogId)),
      removeAll(PLAYMATE_LINKS, { dogIds: data.dogId }),
    ],
    // Links ended by turning off stay ended.
    PlaymatesTurnedOn: ({ data }) => [remove(PLAYMATE_BARRIERS, { _id: barrierOfDog(data.dogId) })],
    MemberBlocked: ({ data }) => [
      barrier(barrierOfBlock(data.blockerId, data.blockedId)),
      removeAll(PLAYMATE_LINKS, { userIds: { $all: [data.blockerId, data.blockedId] } }),
    ],
    // A block the other way, if any, stands on its own barrier.
    MemberUnblocked: ({ data }) => [
      remove(PLAYMATE_BARRIERS, { _id: barrierOfBlock(data.blockerId, data.blockedId) }),
    ],
    ...whenForgotten((userId) => [
      barrier(barrierOfMember(userId)),
      removeAll(PLAYMATE_LINKS, { userIds: userId }),
      removeAll(PLAYED_WELL_MARKS, { userId }),
    ]),
  },
});

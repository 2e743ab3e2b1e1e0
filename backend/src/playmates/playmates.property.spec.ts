import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dogsProjection } from '@packmeet/projections/dogs/dogs.projection';
import { moderationProjection } from '@packmeet/projections/moderation/moderation.projection';
import { playmatesProjection } from '@packmeet/projections/playmates/playmates.projection';
import { project } from '@packmeet/projections/testing/projection-testing';
import {
  AccountDeleted,
  DogAdded,
  MemberBlocked,
  MemberUnblocked,
  type PackMeetEvent,
} from '../contracts/events.js';
import { PLAYMATE_MARK_WINDOW_MS, pairKey } from '../contracts/playmates.js';
import { PLAYMATE_LINKS, type PlaymateLinkDocument } from '../contracts/read-models.js';
import { DomainError } from '../shared/errors.js';
import { playmateSettingsDecider } from './domain/playmate-settings.decider.js';
import {
  playmatesDecider,
  playmatesStream,
  type MarkFacts,
  type PlaymatesState,
} from './domain/playmates.decider.js';
import { PlaymateReader } from './queries/playmate-reader.js';

/*
 * Any interleaving of marks, removals, blocks, unblocks, settings and
 * deletions, decided by the real deciders (with facts read now, or a step
 * behind the log, as a handler racing another command would), folded by the
 * real projection and read through the real reader: links are symmetric,
 * rest on both marks from dogs that came to the same meetup within 7 days,
 * and none outlives what ends it.
 */

const DAY = 24 * 3600_000;
const OWNERS: Record<string, string> = { d0: 'u0', d1: 'u0', d2: 'u1', d3: 'u2', d4: 'u3' };
const DOGS = Object.keys(OWNERS);
const USERS = [...new Set(Object.values(OWNERS))];
const MEETUPS: Record<string, { endsAt: string; came: string[] }> = {
  m0: { endsAt: '2026-11-01T12:00:00.000Z', came: ['d0', 'd1', 'd2', 'd3'] },
  m1: { endsAt: '2026-11-04T12:00:00.000Z', came: ['d0', 'd2', 'd4'] },
};

type Action =
  | {
      kind: 'mark';
      meetupId: string;
      dogId: string;
      otherDogId: string;
      day: number;
      stale: boolean;
    }
  | { kind: 'remove'; dogId: string; otherDogId: string }
  | { kind: 'block' | 'unblock'; blockerId: string; blockedId: string }
  | { kind: 'setting'; dogId: string; enabled: boolean }
  | { kind: 'delete'; userId: string };

const dog = fc.constantFrom(...DOGS);
const user = fc.constantFrom(...USERS);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    // Mostly dogs that came, within the window, so that both sides' marks meet often.
    arbitrary: fc.constantFrom('m0', 'm1').chain((meetupId) => {
      const came = fc.constantFrom(...MEETUPS[meetupId]!.came);
      return fc.record({
        kind: fc.constant('mark' as const),
        meetupId: fc.constant(meetupId),
        dogId: fc.oneof({ weight: 9, arbitrary: came }, { weight: 1, arbitrary: dog }),
        otherDogId: fc.oneof({ weight: 9, arbitrary: came }, { weight: 1, arbitrary: dog }),
        day: fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 0, max: 7 }) },
          { weight: 1, arbitrary: fc.constantFrom(-1, 8, 9) },
        ),
        stale: fc.boolean(),
      });
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('remove' as const), dogId: dog, otherDogId: dog }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('block' as const, 'unblock' as const),
      blockerId: user,
      blockedId: user,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('setting' as const),
      dogId: dog,
      enabled: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), userId: user }) },
);

interface World {
  blocks: Set<string>;
  off: Set<string>;
  deleted: Set<string>;
}
const copy = (world: World): World => ({
  blocks: new Set(world.blocks),
  off: new Set(world.off),
  deleted: new Set(world.deleted),
});
type Logged = { stream: string; event: PackMeetEvent; occurredAt: string };

/** Runs the actions through the deciders; answers the log they leave. */
function simulate(actions: Action[]): Logged[] {
  const log: Logged[] = [];
  let world: World = { blocks: new Set(), off: new Set(), deleted: new Set() };
  let previous = copy(world);
  const pairs = new Map<string, PlaymatesState>();
  const settings = new Map<string, Set<string>>();
  const at = '2026-11-01T00:00:00.000Z';
  const append = (stream: string, events: PackMeetEvent[], occurredAt = at) => {
    for (const event of events) log.push({ stream, event, occurredAt });
  };
  for (const step of actions) {
    const before = copy(world);
    switch (step.kind) {
      case 'mark': {
        const userId = OWNERS[step.dogId]!;
        if (world.deleted.has(userId)) break;
        const seen = step.stale ? previous : world;
        const meetup = MEETUPS[step.meetupId]!;
        const otherOwner = OWNERS[step.otherDogId]!;
        const facts: MarkFacts = {
          meetup: {
            canSee: true,
            endsAt: meetup.endsAt,
            dogsThatCame: new Map(meetup.came.map((id) => [id, OWNERS[id]!])),
          },
          ownsDog: true,
          blocked:
            seen.blocks.has(`${userId}>${otherOwner}`) ||
            seen.blocks.has(`${otherOwner}>${userId}`),
          dogOff: seen.off.has(step.dogId),
          otherDogOff: seen.off.has(step.otherDogId),
        };
        const now = new Date(Date.parse(meetup.endsAt) + step.day * DAY + 60_000);
        const key = pairKey(step.dogId, step.otherDogId);
        const state = pairs.get(key) ?? playmatesDecider.initialState();
        try {
          const events = playmatesDecider.decide(
            {
              type: 'MarkPlayedWell',
              meetupId: step.meetupId,
              userId,
              dogId: step.dogId,
              otherDogId: step.otherDogId,
              facts,
              now,
            },
            state,
          );
          events.forEach((event) => playmatesDecider.evolve(state, event));
          pairs.set(key, state);
          append(playmatesStream(step.dogId, step.otherDogId), events, now.toISOString());
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
        break;
      }
      case 'remove': {
        const userId = OWNERS[step.dogId]!;
        const state = pairs.get(pairKey(step.dogId, step.otherDogId));
        if (!state || world.deleted.has(userId) || step.dogId === step.otherDogId) break;
        const events = playmatesDecider.decide(
          {
            type: 'RemovePlaymate',
            userId,
            dogId: step.dogId,
            otherDogId: step.otherDogId,
            ownsDog: true,
          },
          state,
        );
        events.forEach((event) => playmatesDecider.evolve(state, event));
        append(playmatesStream(step.dogId, step.otherDogId), events);
        break;
      }
      case 'block':
      case 'unblock': {
        const { blockerId, blockedId } = step;
        const edge = `${blockerId}>${blockedId}`;
        if (blockerId === blockedId || world.deleted.has(blockerId)) break;
        if ((step.kind === 'block') === world.blocks.has(edge)) break;
        if (step.kind === 'block') world.blocks.add(edge);
        else world.blocks.delete(edge);
        const event = (step.kind === 'block' ? MemberBlocked : MemberUnblocked)({
          blockerId,
          blockedId,
        });
        append(`blocks-${blockerId}`, [event]);
        break;
      }
      case 'setting': {
        const userId = OWNERS[step.dogId]!;
        if (world.deleted.has(userId)) break;
        const state = settings.get(userId) ?? playmateSettingsDecider.initialState();
        const events = playmateSettingsDecider.decide(
          { type: 'SetPlaymates', userId, dogId: step.dogId, enabled: step.enabled, ownsDog: true },
          state,
        );
        events.forEach((event) => playmateSettingsDecider.evolve(state, event));
        settings.set(userId, state);
        if (step.enabled) world.off.delete(step.dogId);
        else world.off.add(step.dogId);
        append(`playmate-settings-${userId}`, events);
        break;
      }
      case 'delete':
        if (world.deleted.has(step.userId)) break;
        world.deleted.add(step.userId);
        append(`user-${step.userId}`, [AccountDeleted({ userId: step.userId })]);
        break;
    }
    previous = before;
    world = copy(world);
  }
  return log;
}

const dogsAdded = DOGS.map((dogId) => ({
  stream: `dogs-${OWNERS[dogId]}`,
  event: DogAdded({
    dogId,
    ownerId: OWNERS[dogId]!,
    name: `Dog ${dogId}`,
    breed: null,
    age: null,
    description: null,
    profilePicture: null,
    trainingLevel: 'none',
    trainingWarnings: [],
    specialNeeds: null,
    bio: null,
  }) as PackMeetEvent,
}));

/** Whether something after index `from` in the log ends the pair's link, or stood before it. */
function endedOrBarred(log: Logged[], index: number, dogIds: [string, string]): boolean {
  const owners = dogIds.map((id) => OWNERS[id]!);
  const concerns = ({ event }: Logged) => {
    switch (event.type) {
      case 'PlaymatesUnlinked':
        return pairKey(...event.data.dogIds) === pairKey(...dogIds);
      case 'PlaymatesTurnedOff':
        return dogIds.includes(event.data.dogId);
      case 'MemberBlocked':
        return owners.includes(event.data.blockerId) && owners.includes(event.data.blockedId);
      case 'AccountDeleted':
        return owners.includes(event.data.userId);
      default:
        return false;
    }
  };
  if (log.slice(index + 1).some(concerns)) return true;
  // Standing at the link: a dog off, a block either way, a deleted owner, not lifted since.
  const earlier = log.slice(0, index);
  const standing = (set: (e: PackMeetEvent) => boolean, lift: (e: PackMeetEvent) => boolean) => {
    const last = earlier.findLastIndex(({ event }) => set(event));
    return last >= 0 && !earlier.slice(last).some(({ event }) => lift(event));
  };
  const blockOf = (e: PackMeetEvent, a: string, b: string) =>
    e.data &&
    (e.data as { blockerId?: string }).blockerId === a &&
    (e.data as { blockedId?: string }).blockedId === b;
  return (
    dogIds.some((id) =>
      standing(
        (e) => e.type === 'PlaymatesTurnedOff' && e.data.dogId === id,
        (e) => e.type === 'PlaymatesTurnedOn' && e.data.dogId === id,
      ),
    ) ||
    [
      [owners[0]!, owners[1]!],
      [owners[1]!, owners[0]!],
    ].some(([a, b]) =>
      standing(
        (e) => e.type === 'MemberBlocked' && blockOf(e, a!, b!),
        (e) => e.type === 'MemberUnblocked' && blockOf(e, a!, b!),
      ),
    ) ||
    earlier.some(
      ({ event }) => event.type === 'AccountDeleted' && owners.includes(event.data.userId),
    )
  );
}

describe('playmate links, for any interleaving', () => {
  it('are symmetric, rest on both marks, and vanish on removal, block, deletion or opt-out', async () => {
    // How many runs made a link, and how many ended one: the property says something only if both happen.
    let linked = 0;
    let ended = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 40 }), async (actions) => {
        const log = simulate(actions);
        const { documents } = await project(
          [dogsProjection, moderationProjection, playmatesProjection],
          [...dogsAdded, ...log],
        );
        const links = (await documents
          .collection(PLAYMATE_LINKS)
          .find({})) as PlaymateLinkDocument[];
        const reader = new PlaymateReader(documents, {
          now: () => new Date('2026-11-20T00:00:00Z'),
        });
        const shown = await reader.playmatesOf(DOGS);

        // Symmetric: each dog shows the other, and only linked pairs are shown.
        for (const [own, playmates] of shown)
          for (const playmate of playmates)
            expect(shown.get(playmate.id)!.map((p) => p.id)).toContain(own);

        // Expected: pairs whose last link event is not ended since nor barred when made.
        const expected = new Set<string>();
        log.forEach(({ event }, index) => {
          if (event.type !== 'PlaymatesLinked') return;
          const key = pairKey(...event.data.dogIds);
          const later = log
            .slice(index + 1)
            .some(
              ({ event: e }) => e.type === 'PlaymatesLinked' && pairKey(...e.data.dogIds) === key,
            );
          if (!later && !endedOrBarred(log, index, event.data.dogIds)) expected.add(key);
        });
        expect(new Set(links.map((link) => link._id))).toEqual(expected);
        if (links.length > 0) linked += 1;
        if (log.some(({ event }) => event.type === 'PlaymatesLinked') && links.length === 0)
          ended += 1;

        for (const link of links) {
          // Both marks, from dogs that came to the link's meetup, within the window.
          const meetup = MEETUPS[link.meetupId]!;
          for (const [dogId, otherDogId] of [link.dogIds, [...link.dogIds].reverse()]) {
            const marks = log.filter(
              ({ event }) =>
                event.type === 'PlayedWellMarked' &&
                event.data.meetupId === link.meetupId &&
                event.data.dogId === dogId &&
                event.data.otherDogId === otherDogId,
            );
            expect(marks.length).toBeGreaterThan(0);
            for (const mark of marks) {
              const at = Date.parse(mark.occurredAt) - Date.parse(meetup.endsAt);
              expect(at >= 0 && at <= PLAYMATE_MARK_WINDOW_MS).toBe(true);
            }
            expect(meetup.came).toEqual(expect.arrayContaining([dogId, otherDogId]));
            expect(OWNERS[dogId!]).not.toBe(OWNERS[otherDogId!]);
          }
        }

        // A replay of the same log gives the same links.
        const again = await project(
          [dogsProjection, moderationProjection, playmatesProjection],
          [...dogsAdded, ...log],
        );
        const replayed = await again.documents.collection(PLAYMATE_LINKS).find({});
        expect(replayed.map(({ _position, ...rest }) => rest)).toEqual(
          links.map(({ _position, ...rest }) => rest),
        );
      }),
      { numRuns: 150, seed: 35 },
    );
    expect(linked).toBeGreaterThan(20);
    expect(ended).toBeGreaterThan(5);
  });
});

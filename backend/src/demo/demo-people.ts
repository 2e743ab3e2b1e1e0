import { RegisterUser } from '../accounts/use-cases.js';
import { AddDogs } from '../dogs/use-cases.js';
import { CreateGroup, DecideJoinRequest, JoinGroup, RequestToJoin } from '../groups/use-cases.js';
import type { AddDogRequest } from '../contracts/requests/dog.request.js';
import type { UsCity } from '../geography/index.js';
import {
  BREEDS,
  DOG_NAMES,
  FIRST_NAMES,
  GROUP_THEMES,
  LAST_NAMES,
  STREET_WORDS,
} from './demo-data.js';
import { distinctGroupName, venueKind, zipCode } from './demo-realism.js';
import { DAY, HOUR, type Group, type Owner, type Simulation } from './demo-simulation.js';
import { ACTIVITIES, type Activity } from '../contracts/activities.js';

/** A demo owner's sign-in email. */
export function demoEmail(owner: Owner): string {
  return `${owner.firstName}.${owner.lastName}.${owner.index}@demo.packmeet.dev`.toLowerCase();
}

/** Owners and their dogs, in the first three weeks; bigger cities get more people. */
export function planOwners(
  sim: Simulation,
  count: number,
  cityWeights: readonly (readonly [UsCity, number])[],
): Owner[] {
  const { rng, start } = sim;
  const owners: Owner[] = Array.from({ length: count }, (_, index) => ({
    index,
    firstName: rng.pick(FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    city: rng.weighted(cityWeights),
    isTrainer: rng.chance(0.05),
    registeredAt: start + rng.next() * 21 * DAY,
    dogIds: [],
  }));
  for (const owner of owners) {
    sim.at(owner.registeredAt, async () => {
      const { userId } = await sim.handlers.register.execute(
        new RegisterUser(
          {
            firstName: owner.firstName,
            lastName: owner.lastName,
            username: `${owner.firstName}.${owner.lastName}.${owner.index}`.toLowerCase(),
            email: demoEmail(owner),
            password: 'unused: the hash is precomputed',
            city: owner.city.name,
            state: owner.city.state,
            isTrainer: owner.isTrainer,
          },
          sim.context(owner.registeredAt, null),
        ),
      );
      owner.id = userId;
      sim.summary.owners += 1;
    });
    const dogCount = rng.weighted([
      [1, 55],
      [2, 35],
      [3, 10],
    ] as const);
    const dogs: AddDogRequest[] = Array.from({ length: dogCount }, () => ({
      name: rng.pick(DOG_NAMES),
      breed: rng.weighted(BREEDS),
      age: rng.weighted([
        ['puppy', 15],
        ['young', 30],
        ['adult', 40],
        ['senior', 15],
      ] as const),
      trainingLevel: rng.weighted([
        ['none', 30],
        ['basic', 40],
        ['intermediate', 18],
        ['advanced', 8],
        ['service', 4],
      ] as const),
      trainingWarnings: rng.chance(0.25)
        ? [rng.pick(['reactive', 'anxious', 'fearful', 'overstimulated', 'aggressive'] as const)]
        : [],
      description: rng.chance(0.6)
        ? `Loves ${rng.pick(['sniff walks', 'fetch', 'belly rubs', 'swimming', 'quiet parks', 'meeting new people'])}.`
        : null,
      specialNeeds: rng.chance(0.08)
        ? rng.pick(['Hip dysplasia: short walks only', 'Deaf: uses hand signals', 'Food allergies'])
        : null,
    }));
    sim.at(owner.registeredAt + 5 * 60_000, async () => {
      const { dogIds } = await sim.handlers.addDogs.execute(
        new AddDogs(owner.id!, dogs, sim.context(owner.registeredAt + 5 * 60_000, owner.id!)),
      );
      owner.dogIds = dogIds;
      sim.summary.dogs += dogIds.length;
    });
  }

  return owners;
}

/** Groups, from week three on, each in its creator's city. */
export function planGroups(
  sim: Simulation,
  count: number,
  owners: Owner[],
  cityWeights: readonly (readonly [UsCity, number])[],
): Group[] {
  const { rng, start } = sim;
  const byCity = new Map<number, Owner[]>();
  for (const owner of owners)
    byCity.set(owner.city.id, [...(byCity.get(owner.city.id) ?? []), owner]);
  const groups: Group[] = [];
  const namesByCity = new Map<number, Set<string>>();
  for (let index = 0; index < count; index++) {
    const city = rng.weighted(cityWeights);
    const locals = byCity.get(city.id) ?? owners;
    const creator = rng.pick(locals);
    const createdAt = start + 22 * DAY + rng.next() * 125 * DAY;
    const taken = namesByCity.get(city.id) ?? new Set<string>();
    namesByCity.set(city.id, taken);
    // A theme the city has no group of yet, while there is one.
    const fresh = GROUP_THEMES.filter((theme) => !taken.has(`${city.name} ${theme.name}`));
    const theme = rng.pick(fresh.length > 0 ? fresh : GROUP_THEMES);
    const name = distinctGroupName(city, theme.name, taken, rng);
    const group: Group = {
      city,
      creator,
      createdAt,
      isPrivate: rng.chance(0.1),
      cadenceDays: rng.weighted([
        [7, 55],
        [14, 33],
        [30, 12],
      ] as const),
      members: [],
      venues: Array.from({ length: rng.int(1, 3) }, () => {
        const { suffix, parkType } = venueKind(city.state, rng);
        return {
          name: `${rng.pick(STREET_WORDS)} ${suffix}`,
          address: `${rng.int(100, 9900)} ${rng.pick(STREET_WORDS)} ${rng.pick(['St', 'Ave', 'Rd', 'Blvd', 'Dr'])}, ${city.name}, ${city.state} ${zipCode(city.state, rng)}, USA`,
          latitude: Math.round((city.latitude + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
          longitude: Math.round((city.longitude + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
          parkType,
        };
      }),
      upcomingMeetups: 0,
      activities: [],
      level: theme.level,
    };
    group.activities = groupActivities(theme.activities, group.venues);
    groups.push(group);
    sim.at(createdAt, async () => {
      const { groupId } = await sim.handlers.createGroup.execute(
        new CreateGroup(
          creator.id!,
          {
            name,
            description: theme.description,
            city: city.name,
            state: city.state,
            isPrivate: group.isPrivate,
            activities: group.activities,
            level: group.level,
          },
          sim.context(createdAt, creator.id!),
        ),
      );
      group.id = groupId;
      sim.summary.groups += 1;
      if (group.isPrivate) sim.summary.privateGroups += 1;
    });
  }

  return groups;
}

/**
 * A theme's activities, plus beach-water for a group that plays or walks where one of its
 * venues is a beach. Derived from what was drawn already, so the seed stays as it was.
 */
function groupActivities(theme: Activity[], venues: Group['venues']): Activity[] {
  const outdoors = theme.some(
    (a) => a === 'off-leash-play' || a === 'on-leash-walk' || a === 'hiking',
  );
  const beach = outdoors && venues.some((venue) => venue.parkType === 'beach');
  return ACTIVITIES.filter(
    (activity) => theme.includes(activity) || (beach && activity === 'beach-water'),
  );
}

/** Memberships: most owners join one to three groups in their city. */
export function planMemberships(sim: Simulation, owners: Owner[], groups: Group[]): void {
  const { rng, now } = sim;
  const groupsByCity = new Map<number, Group[]>();
  for (const group of groups)
    groupsByCity.set(group.city.id, [...(groupsByCity.get(group.city.id) ?? []), group]);
  for (const owner of owners) {
    const nearby = (groupsByCity.get(owner.city.id) ?? []).filter(
      (group) => group.creator !== owner,
    );
    if (nearby.length === 0 || rng.chance(0.15)) continue;
    const wanted = Math.min(nearby.length, rng.int(1, 3));
    const chosen = new Set<Group>();
    while (chosen.size < wanted) chosen.add(rng.pick(nearby));
    for (const group of chosen) {
      const joinedAt = Math.min(
        now - HOUR,
        group.createdAt + HOUR + rng.next() * (now - group.createdAt) * 0.8,
      );
      group.members.push({ owner, at: joinedAt });
      if (!group.isPrivate) {
        sim.at(joinedAt, () =>
          sim.handlers.join.execute(
            new JoinGroup(group.id!, owner.id!, sim.context(joinedAt, owner.id!)),
          ),
        );
        continue;
      }
      // A private group is joined by request, which its creator approves a little later.
      const askedAt = Math.max(group.createdAt + 60_000, joinedAt - rng.int(10, 180) * 60_000);
      const request = {
        message: 'Hi! We would love to join.',
        dogIds: [],
        houseRulesAccepted: true,
        inviteCode: null,
      };
      sim.at(askedAt, () =>
        sim.handlers.requestToJoin.execute(
          new RequestToJoin(group.id!, owner.id!, request, sim.context(askedAt, owner.id!)),
        ),
      );
      sim.at(joinedAt, () =>
        sim.handlers.decideJoinRequest.execute(
          new DecideJoinRequest(
            group.id!,
            owner.id!,
            group.creator.id!,
            true,
            null,
            sim.context(joinedAt, group.creator.id!),
          ),
        ),
      );
    }
  }
}

import type { EventStore } from '../event-store/event-store.port.js';
import type { Gazetteer } from '../geography/index.js';
import type { IdGenerator } from '../shared/clock.port.js';
import { DomainError } from '../shared/errors.js';
import { planFeed, planMeetups } from './demo-activity.js';
import { demoCities } from './demo-cities.js';
import { planModeration } from './demo-moderation.js';
import { demoEmail, planGroups, planMemberships, planOwners } from './demo-people.js';
import { random } from './demo-random.js';
import {
  DAY,
  commandHandlers,
  demoContexts,
  type Action,
  type DemoSummary,
  type Group,
  type Owner,
  type Simulation,
} from './demo-simulation.js';

export type { DemoSummary };

/*
 * The demo community: six months of a realistic PackMeet, simulated and
 * written through the real command handlers with a simulated clock, so every
 * event is one the product could have produced and every projection, the
 * history included, sees it. Same seed, same community.
 */

export interface DemoOptions {
  /** 1 = about 2,000 owners, 3,000 dogs, 300 groups, 3,000+ meetups. */
  scale: number;
  seed: number;
  /** The end of the simulated past; meetups are scheduled up to a month after it. */
  now: Date;
  log?: (message: string) => void;
  /** Called as the commands are played back: `done` of `total`, from 0 to total. */
  progress?: (done: number, total: number) => void;
}

export async function seedDemoCommunity(
  store: EventStore,
  gazetteer: Gazetteer,
  passwordHash: string,
  options: DemoOptions,
): Promise<DemoSummary> {
  const rng = random(options.seed);
  const log = options.log ?? (() => {});
  const now = options.now.getTime();
  const ids: IdGenerator = { newId: () => rng.uuid() };
  const actions: Action[] = [];
  const sim: Simulation = {
    rng,
    now,
    start: now - 180 * DAY,
    handlers: commandHandlers(store, gazetteer, ids, passwordHash),
    context: demoContexts(options.seed),
    at: (time, run) => actions.push({ at: time, run }),
    summary: {
      owners: 0,
      dogs: 0,
      groups: 0,
      privateGroups: 0,
      cities: 0,
      states: 0,
      meetups: 0,
      pastMeetups: 0,
      upcomingMeetups: 0,
      rsvps: 0,
      posts: 0,
      comments: 0,
      refused: 0,
      openReports: 0,
      blocks: 0,
      hiddenComments: 0,
      sampleAccounts: [],
    },
  };
  const { summary } = sim;
  // Bigger cities get more people, but not so many that small ones are empty.
  const cityWeights = demoCities(gazetteer).map(
    (city) => [city, Math.sqrt(city.population)] as const,
  );
  const owners = planOwners(sim, Math.round(2000 * options.scale), cityWeights);
  const groups = planGroups(sim, Math.round(300 * options.scale), owners, cityWeights);
  planMemberships(sim, owners, groups);
  planMeetups(sim, groups);
  planFeed(sim, groups);
  // Its own random source and ids (its handlers share the event store), so adding it left
  // the rest of the community as it was.
  const trouble = random(options.seed ^ 0x2121);
  planModeration(
    {
      ...sim,
      rng: trouble,
      handlers: commandHandlers(store, gazetteer, { newId: () => trouble.uuid() }, passwordHash),
    },
    groups,
  );

  // Play the six months back in order.
  actions.sort((a, b) => a.at - b.at);
  log(`Simulating ${actions.length.toLocaleString('en-US')} commands...`);
  const progress = options.progress ?? (() => {});
  progress(0, actions.length);
  let done = 0;
  for (const action of actions) {
    try {
      await action.run();
    } catch (error) {
      // A rule said no (the product would have too): count it, the community goes on.
      if (!(error instanceof DomainError)) throw error;
      summary.refused += 1;
    }
    if (++done % 500 === 0 || done === actions.length) progress(done, actions.length);
  }
  summary.sampleAccounts = sampleAccounts(owners, groups);
  const usedCities = new Set(groups.map((group) => group.city.id));
  summary.cities = usedCities.size;
  summary.states = new Set(groups.map((group) => group.city.state)).size;
  return summary;
}

/**
 * Three accounts worth signing in as: members of the most public groups
 * with upcoming meetups, so the first screen after signing in is full.
 */
function sampleAccounts(owners: readonly Owner[], groups: readonly Group[]): string[] {
  const lively = new Map<Owner, number>();
  for (const group of groups) {
    if (group.isPrivate || group.upcomingMeetups === 0) continue;
    for (const owner of [group.creator, ...group.members.map((member) => member.owner)])
      lively.set(owner, (lively.get(owner) ?? 0) + 1);
  }
  return [...lively]
    .filter(([owner]) => owner.id !== undefined)
    .sort(([a, groupsOfA], [b, groupsOfB]) => groupsOfB - groupsOfA || a.index - b.index)
    .slice(0, 3)
    .map(([owner]) => demoEmail(owner));
}

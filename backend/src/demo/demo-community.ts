import { randomUUID } from 'node:crypto';
import { AddDogsHandler } from '../dogs/commands/add-dogs/add-dogs.handler.js';
import { AddDogs } from '../dogs/commands/add-dogs/add-dogs.command.js';
import type { AddDogRequest } from '../contracts/requests/dog.request.js';
import { RegisterUser } from '../accounts/commands/register-user/register-user.command.js';
import { RegisterUserHandler } from '../accounts/commands/register-user/register-user.handler.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Gazetteer, UsCity } from '../geography/gazetteer.js';
import { AddComment } from '../groups/commands/add-comment/add-comment.command.js';
import { AddCommentHandler } from '../groups/commands/add-comment/add-comment.handler.js';
import { CreateGroup } from '../groups/commands/create-group/create-group.command.js';
import { CreateGroupHandler } from '../groups/commands/create-group/create-group.handler.js';
import { CreatePost } from '../groups/commands/create-post/create-post.command.js';
import { CreatePostHandler } from '../groups/commands/create-post/create-post.handler.js';
import { JoinGroup } from '../groups/commands/join-group/join-group.command.js';
import { JoinGroupHandler } from '../groups/commands/join-group/join-group.handler.js';
import { LikePost } from '../groups/commands/like-post/like-post.command.js';
import { LikePostHandler } from '../groups/commands/like-post/like-post.handler.js';
import { ScheduleMeetup } from '../meetups/commands/schedule-meetup/schedule-meetup.command.js';
import { ScheduleMeetupHandler } from '../meetups/commands/schedule-meetup/schedule-meetup.handler.js';
import { SetRsvp } from '../meetups/commands/set-rsvp/set-rsvp.command.js';
import { SetRsvpHandler } from '../meetups/commands/set-rsvp/set-rsvp.handler.js';
import type { IdGenerator } from '../shared/clock.port.js';
import { DomainError } from '../shared/errors.js';
import type { CommandContext } from '../shared/handle-command.js';
import {
  BREEDS,
  COMMENTS,
  DOG_NAMES,
  FIRST_NAMES,
  GROUP_THEMES,
  LAST_NAMES,
  MEETUP_TITLES,
  POSTS,
  STREET_WORDS,
  VENUE_WORDS,
} from './demo-data.js';

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
}

export interface DemoSummary {
  owners: number;
  dogs: number;
  groups: number;
  cities: number;
  states: number;
  meetups: number;
  pastMeetups: number;
  upcomingMeetups: number;
  rsvps: number;
  posts: number;
  comments: number;
  refused: number;
  /** A few accounts to sign in with. */
  sampleAccounts: string[];
}

/** The largest cities of 20 states; the community lives here. */
const CITY_SEARCHES = [
  'Austin, TX',
  'Houston, TX',
  'Dallas, TX',
  'San Antonio, TX',
  'Round Rock, TX',
  'Los Angeles, CA',
  'San Diego, CA',
  'San Francisco, CA',
  'Sacramento, CA',
  'Oakland, CA',
  'Portland, OR',
  'Eugene, OR',
  'Seattle, WA',
  'Tacoma, WA',
  'Denver, CO',
  'Boulder, CO',
  'Phoenix, AZ',
  'Tucson, AZ',
  'Chicago, IL',
  'Evanston, IL',
  'New York City, NY',
  'Brooklyn, NY',
  'Boston, MA',
  'Cambridge, MA',
  'Philadelphia, PA',
  'Pittsburgh, PA',
  'Atlanta, GA',
  'Savannah, GA',
  'Miami, FL',
  'Tampa, FL',
  'Orlando, FL',
  'Nashville, TN',
  'Memphis, TN',
  'Raleigh, NC',
  'Durham, NC',
  'Charlotte, NC',
  'Minneapolis, MN',
  'Saint Paul, MN',
  'Madison, WI',
  'Milwaukee, WI',
  'Columbus, OH',
  'Cleveland, OH',
  'Salt Lake City, UT',
  'Las Vegas, NV',
  'Kansas City, MO',
  'St. Louis, MO',
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** mulberry32: small, fast and good enough to make the same community from the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: readonly (readonly [T, number])[]) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
      return items.at(-1)![0];
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

interface Owner {
  id?: string;
  index: number;
  firstName: string;
  lastName: string;
  city: UsCity;
  isTrainer: boolean;
  registeredAt: number;
  dogIds: string[];
}

interface Group {
  id?: string;
  city: UsCity;
  creator: Owner;
  createdAt: number;
  isPrivate: boolean;
  cadenceDays: number;
  members: { owner: Owner; at: number }[];
  venues: { name: string; address: string; latitude: number; longitude: number }[];
}

type Action = { at: number; run: () => Promise<unknown> };

export async function seedDemoCommunity(
  store: EventStore,
  gazetteer: Gazetteer,
  passwordHash: string,
  options: DemoOptions,
): Promise<DemoSummary> {
  const rng = random(options.seed);
  const log = options.log ?? (() => {});
  const now = options.now.getTime();
  const start = now - 180 * DAY;
  const ids: IdGenerator = { newId: () => rng.uuid() };
  const hasher: PasswordHasher = { hash: async () => passwordHash, verify: async () => false };

  const handlers = {
    register: new RegisterUserHandler(store, ids, gazetteer, hasher),
    addDogs: new AddDogsHandler(store, ids),
    createGroup: new CreateGroupHandler(store, ids, gazetteer),
    join: new JoinGroupHandler(store),
    schedule: new ScheduleMeetupHandler(store, ids),
    rsvp: new SetRsvpHandler(store),
    post: new CreatePostHandler(store, ids),
    comment: new AddCommentHandler(store, ids),
    like: new LikePostHandler(store),
  };
  let sequence = 0;
  const context = (at: number, userId: string | null): CommandContext => ({
    correlationId: `demo-${options.seed}-${++sequence}`,
    commandId: randomUUID(),
    userId,
    now: new Date(at),
  });

  const cities = CITY_SEARCHES.map((query) => {
    const [name, state] = query.split(', ') as [string, string];
    const city = gazetteer.find(name, state) ?? gazetteer.search(query, 1)[0];
    if (!city) throw new Error(`The gazetteer does not know ${query}`);
    return city;
  });
  // Bigger cities get more people, but not so many that small ones are empty.
  const cityWeights = cities.map((city) => [city, Math.sqrt(city.population)] as const);

  const summary: DemoSummary = {
    owners: 0,
    dogs: 0,
    groups: 0,
    cities: 0,
    states: 0,
    meetups: 0,
    pastMeetups: 0,
    upcomingMeetups: 0,
    rsvps: 0,
    posts: 0,
    comments: 0,
    refused: 0,
    sampleAccounts: [],
  };
  const actions: Action[] = [];
  const at = (time: number, run: () => Promise<unknown>) => actions.push({ at: time, run });

  // Owners and their dogs, in the first three weeks.
  const owners: Owner[] = Array.from({ length: Math.round(2000 * options.scale) }, (_, index) => ({
    index,
    firstName: rng.pick(FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    city: rng.weighted(cityWeights),
    isTrainer: rng.chance(0.05),
    registeredAt: start + rng.next() * 21 * DAY,
    dogIds: [],
  }));
  for (const owner of owners) {
    at(owner.registeredAt, async () => {
      const { userId } = await handlers.register.execute(
        new RegisterUser(
          {
            firstName: owner.firstName,
            lastName: owner.lastName,
            username: `${owner.firstName}.${owner.lastName}.${owner.index}`.toLowerCase(),
            email:
              `${owner.firstName}.${owner.lastName}.${owner.index}@demo.packmeet.dev`.toLowerCase(),
            password: 'unused: the hash is precomputed',
            city: owner.city.name,
            state: owner.city.state,
            isTrainer: owner.isTrainer,
          },
          context(owner.registeredAt, null),
        ),
      );
      owner.id = userId;
      summary.owners += 1;
      if (summary.sampleAccounts.length < 3) {
        summary.sampleAccounts.push(
          `${owner.firstName}.${owner.lastName}.${owner.index}@demo.packmeet.dev`.toLowerCase(),
        );
      }
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
    at(owner.registeredAt + 5 * 60_000, async () => {
      const { dogIds } = await handlers.addDogs.execute(
        new AddDogs(owner.id!, dogs, context(owner.registeredAt + 5 * 60_000, owner.id!)),
      );
      owner.dogIds = dogIds;
      summary.dogs += dogIds.length;
    });
  }

  // Groups, from week three on, each in its creator's city.
  const byCity = new Map<number, Owner[]>();
  for (const owner of owners)
    byCity.set(owner.city.id, [...(byCity.get(owner.city.id) ?? []), owner]);
  const groups: Group[] = [];
  for (let index = 0; index < Math.round(300 * options.scale); index++) {
    const city = rng.weighted(cityWeights);
    const locals = byCity.get(city.id) ?? owners;
    const creator = rng.pick(locals);
    const createdAt = start + 22 * DAY + rng.next() * 125 * DAY;
    const theme = rng.pick(GROUP_THEMES);
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
        const venue = `${rng.pick(STREET_WORDS)} ${rng.pick(VENUE_WORDS)}`;
        return {
          name: venue,
          address: `${rng.int(100, 9900)} ${rng.pick(STREET_WORDS)} ${rng.pick(['St', 'Ave', 'Rd', 'Blvd', 'Dr'])}, ${city.name}, ${city.state} ${String(rng.int(10000, 99999))}, USA`,
          latitude: Math.round((city.latitude + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
          longitude: Math.round((city.longitude + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
        };
      }),
    };
    groups.push(group);
    at(createdAt, async () => {
      const { groupId } = await handlers.createGroup.execute(
        new CreateGroup(
          creator.id!,
          {
            name: `${city.name} ${theme.name}`,
            description: theme.description,
            city: city.name,
            state: city.state,
            isPrivate: group.isPrivate,
          },
          context(createdAt, creator.id!),
        ),
      );
      group.id = groupId;
      summary.groups += 1;
    });
  }

  // Memberships: most owners join one to three groups in their city.
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
      at(joinedAt, () =>
        handlers.join.execute(new JoinGroup(group.id!, owner.id!, context(joinedAt, owner.id!))),
      );
    }
  }

  // Meetups on each group's cadence, each scheduled ten days ahead, up to a month from now.
  for (const group of groups) {
    for (
      let startsAt = group.createdAt + 7 * DAY;
      startsAt < now + 30 * DAY;
      startsAt += group.cadenceDays * DAY + rng.int(-1, 1) * DAY
    ) {
      const startHour = new Date(startsAt);
      startHour.setUTCHours(rng.pick([14, 15, 16, 23, 0]), rng.pick([0, 30]), 0, 0);
      const meetupStart = startHour.getTime();
      const scheduledAt = Math.max(group.createdAt + HOUR, meetupStart - 10 * DAY);
      if (scheduledAt >= meetupStart || scheduledAt > now) continue;
      const venue = rng.pick(group.venues);
      const maxAttendees = rng.weighted([
        [10, 20],
        [15, 25],
        [20, 35],
        [25, 10],
        [30, 10],
      ] as const);
      const organizer = group.creator;
      const meetup = { id: '' };
      at(scheduledAt, async () => {
        const { meetupId } = await handlers.schedule.execute(
          new ScheduleMeetup(
            organizer.id!,
            {
              groupId: group.id!,
              title: `${rng.pick(MEETUP_TITLES)} at ${venue.name}`,
              description: `${rng.pick(GROUP_THEMES).description} Meet at the main entrance; look for the PackMeet bandana.`,
              location: venue.address,
              locationDisplay: venue.name,
              latitude: venue.latitude,
              longitude: venue.longitude,
              date: new Date(meetupStart).toISOString(),
              maxAttendees,
              parkType: rng.weighted([
                ['regular', 40],
                ['dog_park', 35],
                ['trail', 12],
                ['beach', 5],
                ['indoor', 5],
                ['other', 3],
              ] as const),
              unregisteredAttendees: organizer.isTrainer ? rng.int(0, 4) : 0,
            },
            context(scheduledAt, organizer.id!),
          ),
        );
        meetup.id = meetupId;
        summary.meetups += 1;
        if (meetupStart <= now) summary.pastMeetups += 1;
        else summary.upcomingMeetups += 1;
      });

      // About half of the members answer, before the start.
      const members = [{ owner: group.creator, at: group.createdAt }, ...group.members].filter(
        (member) => member.at < scheduledAt,
      );
      for (const member of members) {
        if (!rng.chance(member.owner === group.creator ? 0.9 : 0.5)) continue;
        const answeredAt =
          scheduledAt + HOUR + rng.next() * (Math.min(meetupStart, now) - scheduledAt - 2 * HOUR);
        if (answeredAt >= Math.min(meetupStart, now)) continue;
        const status = rng.weighted([
          ['going', 72],
          ['maybe', 18],
          ['not_going', 10],
        ] as const);
        const bringsDogs = status === 'going' && rng.chance(0.85);
        at(answeredAt, async () => {
          const dogIds = bringsDogs ? member.owner.dogIds.slice(0, rng.int(1, 2)) : [];
          await handlers.rsvp.execute(
            new SetRsvp(
              meetup.id,
              member.owner.id!,
              status,
              dogIds,
              context(answeredAt, member.owner.id!),
            ),
          );
          summary.rsvps += 1;
        });
      }
    }
  }

  // The feed: a post every week or two per group, with comments and likes.
  for (const group of groups) {
    for (
      let postedAt = group.createdAt + rng.int(1, 7) * DAY;
      postedAt < now;
      postedAt += rng.int(5, 15) * DAY
    ) {
      const members = [{ owner: group.creator, at: group.createdAt }, ...group.members].filter(
        (member) => member.at < postedAt,
      );
      const author = rng.pick(members).owner;
      const post = { id: '' };
      at(postedAt, async () => {
        const { postId } = await handlers.post.execute(
          new CreatePost(
            group.id!,
            author.id!,
            { content: rng.pick(POSTS) },
            context(postedAt, author.id!),
          ),
        );
        post.id = postId;
        summary.posts += 1;
      });
      for (let c = rng.int(0, 3); c > 0; c--) {
        const commenter = rng.pick(members).owner;
        const commentedAt = Math.min(now - 60_000, postedAt + rng.next() * 2 * DAY);
        at(commentedAt, async () => {
          await handlers.comment.execute(
            new AddComment(
              post.id,
              commenter.id!,
              rng.pick(COMMENTS),
              context(commentedAt, commenter.id!),
            ),
          );
          summary.comments += 1;
        });
      }
      for (let l = rng.int(0, 5); l > 0; l--) {
        const fan = rng.pick(members).owner;
        const likedAt = Math.min(now - 60_000, postedAt + rng.next() * DAY);
        at(likedAt, () =>
          handlers.like.execute(new LikePost(post.id, fan.id!, true, context(likedAt, fan.id!))),
        );
      }
    }
  }

  // Play the six months back in order.
  actions.sort((a, b) => a.at - b.at);
  log(`Simulating ${actions.length.toLocaleString('en-US')} commands...`);
  let done = 0;
  for (const action of actions) {
    try {
      await action.run();
    } catch (error) {
      // A rule said no (the product would have too): count it, the community goes on.
      if (!(error instanceof DomainError)) throw error;
      summary.refused += 1;
    }
    if (++done % 10_000 === 0)
      log(`  ${done.toLocaleString('en-US')} of ${actions.length.toLocaleString('en-US')}`);
  }
  const usedCities = new Set(groups.map((group) => group.city.id));
  summary.cities = usedCities.size;
  summary.states = new Set(groups.map((group) => group.city.state)).size;
  return summary;
}

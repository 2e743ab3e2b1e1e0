import { RegisterUserHandler } from '../accounts/use-cases.js';
import { AddDogsHandler } from '../dogs/use-cases.js';
import {
  AddCommentHandler,
  CreateGroupHandler,
  CreatePostHandler,
  DecideJoinRequestHandler,
  JoinGroupHandler,
  LikePostHandler,
  RequestToJoinHandler,
} from '../groups/use-cases.js';
import { ScheduleMeetupHandler, SetRsvpHandler } from '../meetups/use-cases.js';
import {
  BlockMemberHandler,
  FileReportHandler,
  HideContentHandler,
} from '../moderation/use-cases.js';
import { randomUUID } from 'node:crypto';
import type { PasswordHasher } from '../auth/index.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { Aggregates } from '../shared/aggregates.js';
import type { Gazetteer, UsCity } from '../geography/index.js';
import type { IdGenerator } from '../shared/clock.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { Random } from './demo-random.js';
import type { DemoParkType } from './demo-realism.js';
import type { Activity, SkillLevel } from '../contracts/activities.js';

/*
 * What every part of the demo shares: the random source, the simulated
 * clock's command contexts, the real command handlers and the running tally.
 * Parts plan commands at simulated moments (`at`); the community plays them
 * back in order.
 */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/**
 * What the seed prints: counts anyone may see in the product. Meetups, RSVPs,
 * posts and comments are public groups' only (group-access.ts); `groups`
 * counts every listed group, `privateGroups` how many of them are private.
 */
export interface DemoSummary {
  owners: number;
  dogs: number;
  groups: number;
  privateGroups: number;
  cities: number;
  states: number;
  meetups: number;
  pastMeetups: number;
  upcomingMeetups: number;
  rsvps: number;
  posts: number;
  comments: number;
  refused: number;
  /** Moderation (administrators see it): reports left open, blocks, comments hidden by organizers. */
  openReports: number;
  blocks: number;
  hiddenComments: number;
  /** A few accounts to sign in with. */
  sampleAccounts: string[];
}

export interface Owner {
  id?: string;
  index: number;
  firstName: string;
  lastName: string;
  city: UsCity;
  isTrainer: boolean;
  registeredAt: number;
  dogIds: string[];
}

export interface Group {
  id?: string;
  city: UsCity;
  creator: Owner;
  createdAt: number;
  isPrivate: boolean;
  /** Its theme's, with beach-water where it meets on a beach. */
  activities: Activity[];
  level: SkillLevel;
  cadenceDays: number;
  members: { owner: Owner; at: number }[];
  venues: {
    name: string;
    address: string;
    latitude: number;
    longitude: number;
    parkType: DemoParkType;
  }[];
  /** Its meetups that start after `now` (the sample accounts are chosen by them). */
  upcomingMeetups: number;
}

export type Action = { at: number; run: () => Promise<unknown> };

export interface Simulation {
  rng: Random;
  /** The end of the simulated past, and its start six months before. */
  now: number;
  start: number;
  handlers: ReturnType<typeof commandHandlers>;
  context: (at: number, userId: string | null) => CommandContext;
  /** Plans `run` at the simulated moment `time`. */
  at: (time: number, run: () => Promise<unknown>) => void;
  summary: DemoSummary;
}

/** Seeded members start verified (no AccountLinks): whether the server verifies addresses does not matter. */
const SEEDED = { mail: null };

/** The real command handlers, with ids from the seeded random source and a precomputed hash. */
export function commandHandlers(
  store: EventStore,
  gazetteer: Gazetteer,
  ids: IdGenerator,
  passwordHash: string,
) {
  const hasher: PasswordHasher = { hash: async () => passwordHash, verify: async () => false };
  const aggregates = new Aggregates(store);
  return {
    register: new RegisterUserHandler(aggregates, ids, gazetteer, hasher),
    addDogs: new AddDogsHandler(aggregates, ids),
    createGroup: new CreateGroupHandler(aggregates, ids, gazetteer, SEEDED),
    join: new JoinGroupHandler(aggregates),
    requestToJoin: new RequestToJoinHandler(aggregates),
    decideJoinRequest: new DecideJoinRequestHandler(aggregates),
    schedule: new ScheduleMeetupHandler(aggregates, ids, SEEDED),
    rsvp: new SetRsvpHandler(aggregates),
    post: new CreatePostHandler(aggregates, ids),
    comment: new AddCommentHandler(aggregates, ids),
    like: new LikePostHandler(aggregates),
    report: new FileReportHandler(aggregates, ids),
    block: new BlockMemberHandler(aggregates),
    hide: new HideContentHandler(aggregates),
  };
}

/** A command context at a simulated moment, with a correlation id that names the seed. */
export function demoContexts(seed: number) {
  let sequence = 0;
  return (at: number, userId: string | null): CommandContext => ({
    correlationId: `demo-${seed}-${++sequence}`,
    commandId: randomUUID(),
    userId,
    now: new Date(at),
  });
}

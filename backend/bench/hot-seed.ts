import { randomUUID } from 'node:crypto';
import { join as joinPath } from 'node:path';
import { RegisterUser } from '../src/accounts/commands/register-user/register-user.command.js';
import { RegisterUserHandler } from '../src/accounts/commands/register-user/register-user.handler.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { CreateGroup } from '../src/groups/commands/create-group/create-group.command.js';
import { CreateGroupHandler } from '../src/groups/commands/create-group/create-group.handler.js';
import { JoinGroup } from '../src/groups/commands/join-group/join-group.command.js';
import { JoinGroupHandler } from '../src/groups/commands/join-group/join-group.handler.js';
import { ScheduleMeetup } from '../src/meetups/commands/schedule-meetup/schedule-meetup.command.js';
import { ScheduleMeetupHandler } from '../src/meetups/commands/schedule-meetup/schedule-meetup.handler.js';
import { SetRsvp } from '../src/meetups/commands/set-rsvp/set-rsvp.command.js';
import { SetRsvpHandler } from '../src/meetups/commands/set-rsvp/set-rsvp.handler.js';
import { Aggregates } from '../src/shared/aggregates.js';
import { uuidGenerator } from '../src/shared/clock.port.js';
import type { CommandContext } from '../src/shared/command-context.js';

export interface HotCommunity {
  owners: string[];
  hotMeetup: string;
  spreadMeetups: string[];
  deepMeetup: string;
  deepEvents: number;
  freshMeetup: string;
  bigGroup: string;
  bigGroupMembers: number;
  freshGroup: string;
}

const OWNERS = 500;
const DEEP_RSVP_EVENTS = 10_000;
const BIG_GROUP_MEMBERS = 10_000;

export const context = (userId: string | null): CommandContext => ({
  correlationId: randomUUID(),
  commandId: randomUUID(),
  userId,
  now: new Date(),
});

/** The real command handlers on a SQLite file, and the few steps the seeds repeat. */
export function benchCommands(dataDir: string) {
  const store = new SqliteEventStore(joinPath(dataDir, 'events.sqlite'));
  const aggregates = new Aggregates(store);
  const gazetteer = Gazetteer.load();
  const hasher = { hash: async () => 'not-used', verify: async () => false };
  const register = new RegisterUserHandler(aggregates, uuidGenerator, gazetteer, hasher);
  const createGroup = new CreateGroupHandler(aggregates, uuidGenerator, gazetteer, { mail: null });
  const schedule = new ScheduleMeetupHandler(aggregates, uuidGenerator, { mail: null });
  return {
    store,
    join: new JoinGroupHandler(aggregates),
    rsvp: new SetRsvpHandler(aggregates),
    /** An owner in Austin; `prefix` keeps usernames and emails apart between seeds. */
    owner: async (prefix: string, i: number) => {
      const unique = randomUUID().slice(0, 8);
      const { userId } = await register.execute(
        new RegisterUser(
          {
            firstName: 'Hot',
            lastName: `Owner${i}`,
            username: `${prefix}_${i}_${unique}`,
            email: `${prefix}.${i}.${unique}@example.com`,
            password: 'not-used',
            city: 'Austin',
            state: 'TX',
            isTrainer: false,
          },
          context(null),
        ),
      );
      return userId;
    },
    group: async (organizer: string, name: string) =>
      (
        await createGroup.execute(
          new CreateGroup(
            organizer,
            { name, description: 'Benchmark', city: 'Austin', state: 'TX', isPrivate: false },
            context(organizer),
          ),
        )
      ).groupId,
    meetup: async (
      organizer: string,
      groupId: string,
      title: string,
      date: Date,
      maxAttendees: number,
    ) =>
      (
        await schedule.execute(
          new ScheduleMeetup(
            organizer,
            {
              groupId,
              title,
              description: 'Benchmark',
              location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
              locationDisplay: 'Zilker Park',
              date: date.toISOString(),
              maxAttendees,
              parkType: 'dog_park',
              unregisteredAttendees: 0,
            },
            context(organizer),
          ),
        )
      ).meetupId,
  };
}

/**
 * What the hot bench needs, written through the real command handlers into a
 * fresh SQLite file: 500 owners, one group with 502 meetups (capacity 30), a
 * meetup whose stream holds 10,000 RSVP events, and a group of 10,000 members.
 */
export async function seedHotCommunity(dataDir: string): Promise<HotCommunity> {
  const commands = benchCommands(dataDir);
  const { store, join, rsvp } = commands;
  const owners: string[] = [];
  for (let i = 0; i < OWNERS; i++) owners.push(await commands.owner('hot', i));
  const organizer = owners[0]!;
  const newGroup = (name: string) => commands.group(organizer, name);
  const groupId = await newGroup('Hot Pack');
  const meetup = (title: string) =>
    commands.meetup(organizer, groupId, title, new Date(Date.now() + 7 * 86_400_000), 30);
  const hotMeetup = await meetup('The popular one');
  const spreadMeetups: string[] = [];
  for (let i = 0; i < OWNERS; i++) spreadMeetups.push(await meetup(`Spread ${i}`));
  const deepMeetup = await meetup('Long history');
  const freshMeetup = await meetup('Fresh');

  // 500 owners flip between going and not going, 10,000 answers in all.
  for (let i = 0; i < DEEP_RSVP_EVENTS; i++) {
    const owner = owners[i % OWNERS]!;
    const status = Math.floor(i / OWNERS) % 2 === 0 ? 'going' : 'not_going';
    await rsvp.execute(new SetRsvp(deepMeetup, owner, status, [], context(owner)));
  }
  let deepEvents = 0;
  for await (const event of store.readStream(`meetup-${deepMeetup}`))
    if (event.type !== 'MeetupScheduled') deepEvents += 1;

  const bigGroup = await newGroup('Everyone in Austin');
  for (let i = 0; i < BIG_GROUP_MEMBERS; i++) {
    const member = randomUUID();
    await join.execute(new JoinGroup(bigGroup, member, context(member)));
  }
  const freshGroup = await newGroup('Just started');
  await store.close();
  return {
    owners,
    hotMeetup,
    spreadMeetups,
    deepMeetup,
    deepEvents,
    freshMeetup,
    bigGroup,
    bigGroupMembers: BIG_GROUP_MEMBERS,
    freshGroup,
  };
}

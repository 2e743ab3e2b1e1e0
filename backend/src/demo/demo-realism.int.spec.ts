import { beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../event-store/event-store.contract.js';
import { InMemoryEventStore } from '../event-store/in-memory.event-store.js';
import type { StoredEvent } from '../contracts/event-store.js';
import { Gazetteer } from '../geography/index.js';
import { seedDemoCommunity, type DemoSummary } from './demo-community.js';
import { localTime, localWeekdayAndHour } from './demo-realism.js';

/*
 * The demo as someone who lives in one of its cities would read it. The
 * expectations are written from outside the generator: US time zones by
 * state, the first digit of each state's ZIP codes (USPS regions), what a
 * venue's name says about the place.
 */

const now = new Date('2026-11-22T12:00:00.000Z');
const ZONES: Record<string, string> = {
  TX: 'America/Chicago',
  CA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  CO: 'America/Denver',
  AZ: 'America/Phoenix',
  IL: 'America/Chicago',
  NY: 'America/New_York',
  MA: 'America/New_York',
  PA: 'America/New_York',
  GA: 'America/New_York',
  FL: 'America/New_York',
  TN: 'America/Chicago',
  NC: 'America/New_York',
  MN: 'America/Chicago',
  WI: 'America/Chicago',
  OH: 'America/New_York',
  UT: 'America/Denver',
  NV: 'America/Los_Angeles',
  MO: 'America/Chicago',
};
/** USPS: the first digit of a ZIP code is a group of states. */
const ZIP_FIRST_DIGIT: Record<string, string> = {
  MA: '0',
  NY: '1',
  PA: '1',
  NC: '2',
  GA: '3',
  FL: '3',
  TN: '3',
  OH: '4',
  MN: '5',
  WI: '5',
  IL: '6',
  MO: '6',
  TX: '7',
  CO: '8',
  AZ: '8',
  UT: '8',
  NV: '8',
  CA: '9',
  OR: '9',
  WA: '9',
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Scheduled = {
  title: string;
  startsAt: string;
  state: string;
  location: string;
  locationDisplay: string;
  parkType: string;
};

describe('the demo community reads as real', () => {
  let events: StoredEvent[];
  let meetups: Scheduled[];
  let summary: DemoSummary;

  beforeAll(async () => {
    const store = new InMemoryEventStore();
    summary = await seedDemoCommunity(store, Gazetteer.load(), 'hash', {
      scale: 0.1,
      seed: 5,
      now,
    });
    events = await collect(store.readAll());
    meetups = events
      .filter((event) => event.type === 'MeetupScheduled')
      .map((event) => event.data as Scheduled);
  }, 120_000);

  it('gives the groups of a city distinct names', () => {
    const names = events
      .filter((event) => event.type === 'GroupCreated')
      .map((event) => event.data as { name: string; city: string; state: string })
      .map(({ name, city, state }) => `${city}, ${state}: ${name}`);
    expect(names.length).toBe(30);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds meetups at local hours that suit the day, with titles that say the day and time of day', () => {
    expect(meetups.length).toBeGreaterThan(100);
    for (const { title, startsAt, state } of meetups) {
      const { weekday, hour } = localWeekdayAndHour(ZONES[state]!, Date.parse(startsAt));
      expect(hour, `${title} at ${startsAt}`).toBeGreaterThanOrEqual(7);
      expect(hour, `${title} at ${startsAt}`).toBeLessThan(20);
      for (const [index, day] of WEEKDAYS.entries())
        if (title.includes(day)) expect(weekday, `${title} at ${startsAt}`).toBe(index);
      if (/Weekend/.test(title)) expect([0, 6]).toContain(weekday);
      if (/After-Work/.test(title)) expect([1, 2, 3, 4, 5]).toContain(weekday);
      if (/Sunrise|Morning|Coffee/.test(title)) expect(hour, title).toBeLessThan(12);
      if (/Evening|After-Work/.test(title)) expect(hour, title).toBeGreaterThanOrEqual(17);
      if (/Afternoon/.test(title)) expect(hour, title).toBeGreaterThanOrEqual(12);
    }
  });

  it('gives each venue the park type its name says', () => {
    const expected = (venue: string) =>
      /Beach/.test(venue)
        ? 'beach'
        : /Dog Park|Bark Park|Off-Leash/.test(venue)
          ? 'dog_park'
          : /Trail|Greenway/.test(venue)
            ? 'trail'
            : /Training Center|Indoor/.test(venue)
              ? 'indoor'
              : 'regular';
    for (const { locationDisplay, parkType } of meetups)
      expect(parkType, locationDisplay).toBe(expected(locationDisplay));
    expect(new Set(meetups.map((meetup) => meetup.parkType)).size).toBeGreaterThanOrEqual(4);
  });

  it('writes ZIP codes of the venue’s state', () => {
    for (const { location, state } of meetups) {
      const zip = new RegExp(`, ${state} (\\d{5}), USA$`).exec(location)?.[1];
      expect(zip, location).toBeDefined();
      expect(zip![0], location).toBe(ZIP_FIRST_DIGIT[state]);
    }
  });

  it('offers sample accounts that are members of public groups with upcoming meetups', () => {
    expect(summary.sampleAccounts).toHaveLength(3);
    const owners = new Map(
      events
        .filter((event) => event.type === 'UserRegistered')
        .map((event) => {
          const { email, userId } = event.data as { email: string; userId: string };
          return [email, userId];
        }),
    );
    const upcomingGroups = new Set(
      events
        .filter((event) => event.type === 'MeetupScheduled')
        .filter((event) => Date.parse((event.data as Scheduled).startsAt) > now.getTime())
        .map((event) => (event.data as { groupId: string }).groupId),
    );
    const privateGroups = new Set(
      events
        .filter(
          (event) =>
            event.type === 'GroupCreated' && (event.data as { isPrivate: boolean }).isPrivate,
        )
        .map((event) => (event.data as { groupId: string }).groupId),
    );
    const groupsOf = (userId: string) =>
      events
        .filter(
          (event) =>
            ['GroupJoined', 'GroupJoinApproved', 'GroupCreated'].includes(event.type) &&
            ((event.data as { userId?: string; creatorId?: string }).userId ??
              (event.data as { creatorId?: string }).creatorId) === userId,
        )
        .map((event) => (event.data as { groupId: string }).groupId);
    for (const email of summary.sampleAccounts) {
      const lively = groupsOf(owners.get(email)!).filter(
        (groupId) => upcomingGroups.has(groupId) && !privateGroups.has(groupId),
      );
      expect(lively.length, email).toBeGreaterThan(0);
    }
  });

  it('converts local wall time across a daylight-saving change', () => {
    // 2026-03-08: US clocks go forward at 2:00 local.
    const before = localTime('America/Chicago', Date.parse('2026-03-07T18:00:00Z'), 9, 0);
    const after = localTime('America/Chicago', Date.parse('2026-03-08T18:00:00Z'), 9, 0);
    expect(new Date(before).toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(new Date(after).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(new Date(localTime('America/Phoenix', after, 9, 0)).toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
  });
});

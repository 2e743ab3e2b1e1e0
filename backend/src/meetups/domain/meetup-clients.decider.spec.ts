import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { meetupDecider } from './meetup.decider.js';
import {
  MeetupCancelled,
  MeetupClientsSet,
  MeetupScheduled,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
} from '../../contracts/events/meetup.events.js';
import type { SetMeetupClientsCommand } from './meetup-clients.decider.js';

const now = new Date('2026-11-22T12:00:00Z');
const scheduled = (overrides: Partial<MeetupScheduled['data']> = {}) =>
  MeetupScheduled({
    meetupId: 'm1',
    slug: 'puppy-class',
    groupId: 'g1',
    organizerId: 'coach',
    city: 'Austin',
    state: 'TX',
    title: 'Puppy class',
    description: 'Sit, stay, sniff.',
    location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
    locationDisplay: 'Zilker Park',
    latitude: 30.2669,
    longitude: -97.7729,
    parkType: 'dog_park',
    startsAt: '2026-11-28T15:00:00.000Z',
    endsAt: '2026-11-28T17:00:00.000Z',
    maxAttendees: 4,
    unregisteredAttendees: 1,
    timeZone: 'America/Chicago',
    ...overrides,
  });
const setClients = (
  clientIds: string[],
  overrides: Partial<SetMeetupClientsCommand> = {},
): SetMeetupClientsCommand => ({
  type: 'SetMeetupClients',
  meetupId: 'm1',
  trainerId: 'coach',
  clientIds,
  callerIsTrainer: true,
  knownClients: new Set(['c1', 'c2', 'c3']),
  canSee: true,
  now,
  ...overrides,
});
const clientsSet = (clientIds: string[], unregisteredAttendees: number) =>
  MeetupClientsSet({ meetupId: 'm1', trainerId: 'coach', clientIds, unregisteredAttendees });
const going = (userId: string) => RsvpSet({ meetupId: 'm1', userId, status: 'going', dogIds: [] });

describe('meetup decider: a trainer names their clients as private attendees', () => {
  it('adds the named clients to the private places only counted before', () => {
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1', 'c2', 'c2']))
      .then([clientsSet(['c1', 'c2'], 3)]);
  });

  it('replaces the list: a client taken off frees their place', () => {
    given(meetupDecider, [scheduled(), clientsSet(['c1', 'c2'], 3)])
      .when(setClients(['c2']))
      .then([clientsSet(['c2'], 2)]);
  });

  it('records nothing when the list is the same', () => {
    given(meetupDecider, [scheduled(), clientsSet(['c1'], 2)])
      .when(setClients(['c1']))
      .then([]);
  });

  it('lets the waitlist move up when a client is taken off', () => {
    given(meetupDecider, [
      scheduled({ maxAttendees: 3, unregisteredAttendees: 0 }),
      clientsSet(['c1'], 1),
      going('a'),
      going('b'),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'w', dogIds: [] }),
    ])
      .when(setClients([]))
      .then([clientsSet([], 0), WaitlistPromoted({ meetupId: 'm1', userId: 'w' })]);
  });

  it('refuses more places than the meetup has', () => {
    given(meetupDecider, [scheduled(), going('a'), going('b')])
      .when(setClients(['c1', 'c2']))
      .thenFails('MEETUPS.OVER_CAPACITY');
  });

  it('refuses more than 50 private members', () => {
    const many = Array.from({ length: 50 }, (_, i) => `k${i}`);
    given(meetupDecider, [scheduled({ maxAttendees: null })])
      .when(setClients(many, { knownClients: new Set(many) }))
      .thenFails('MEETUPS.TOO_MANY_PRIVATE');
  });

  it("refuses a client who is not in the trainer's records", () => {
    given(meetupDecider, [scheduled()])
      .when(setClients(['someone-elses']))
      .thenFails('CLIENTS.NOT_FOUND');
  });

  it('keeps a client removed from the records since on the meetup they came to', () => {
    given(meetupDecider, [scheduled(), clientsSet(['gone'], 2)])
      .when(setClients(['gone', 'c1']))
      .then([clientsSet(['gone', 'c1'], 3)]);
  });

  it('is for the organizer, a trainer, of a meetup that exists for them and still takes them', () => {
    given(meetupDecider, [])
      .when(setClients(['c1']))
      .thenFails('MEETUPS.NOT_FOUND');
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1'], { canSee: false }))
      .thenFails('MEETUPS.NOT_FOUND');
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1'], { trainerId: 'other' }))
      .thenFails('MEETUPS.NOT_ORGANIZER');
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1'], { callerIsTrainer: false }))
      .thenFails('MEETUPS.TRAINERS_ONLY');
    // Before anything of the meetup: a non-trainer learns nothing of one they cannot see.
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1'], { callerIsTrainer: false, canSee: false, trainerId: 'other' }))
      .thenFails('MEETUPS.TRAINERS_ONLY');
    given(meetupDecider, [
      scheduled(),
      MeetupCancelled({ meetupId: 'm1', cancelledBy: 'coach', reason: null }),
    ])
      .when(setClients(['c1']))
      .thenFails('MEETUPS.CANCELLED');
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1'], { now: new Date('2026-12-06T12:00:00Z') }))
      .thenFails('MEETUPS.CLIENTS_CLOSED');
  });

  it('names clients after the meetup, within the week organizers have to record it', () => {
    given(meetupDecider, [scheduled()])
      .when(setClients(['c1'], { now: new Date('2026-11-30T12:00:00Z') }))
      .then([clientsSet(['c1'], 2)]);
  });

  it('refuses an edit that counts fewer private members than the clients named', () => {
    given(meetupDecider, [scheduled(), clientsSet(['c1', 'c2'], 3)])
      .when({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { unregisteredAttendees: 1 },
        canManage: true,
        canSee: true,
        now,
      })
      .thenFails('MEETUPS.CLIENTS_NAMED');
  });
});

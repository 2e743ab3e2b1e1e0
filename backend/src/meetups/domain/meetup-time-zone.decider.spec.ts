import { describe, expect, it } from 'vitest';
import { fold } from '../../shared/decider.js';
import { given } from '../../shared/testing/given-when-then.js';
import { meetupDecider } from './meetup.decider.js';
import { MeetupScheduled, MeetupUpdated } from '../../contracts/events/meetup.events.js';

const now = new Date('2026-11-22T12:00:00Z');
/** Freedom Park, Charlotte NC. */
const charlotte = { latitude: 35.1965, longitude: -80.8432 };
const details = (overrides: Partial<MeetupScheduled['data']> = {}) => ({
  meetupId: 'm1',
  slug: 'evening-stroll',
  groupId: null,
  organizerId: 'org',
  city: 'Charlotte',
  state: 'NC',
  title: 'Evening stroll',
  description: 'Slow and sniffy.',
  location: '1900 East Blvd, Charlotte, NC 28203, USA',
  locationDisplay: 'Freedom Park',
  ...charlotte,
  parkType: 'regular' as const,
  startsAt: '2026-12-05T23:30:00.000Z',
  endsAt: '2026-12-06T01:30:00.000Z',
  maxAttendees: null,
  unregisteredAttendees: 0,
  ...overrides,
});
const schedule = (overrides: Partial<MeetupScheduled['data']> = {}) =>
  ({
    type: 'ScheduleMeetup',
    meetup: details(overrides),
    organizerIsMember: false,
    organizerIsTrainer: false,
    now,
  }) as const;
const update = (changes: Partial<MeetupScheduled['data']>) =>
  ({ type: 'UpdateMeetup', meetupId: 'm1', changes, canManage: true, canSee: true, now }) as const;

describe('meetup decider: the time zone of the place', () => {
  it("records the zone of the venue's coordinates, else of the group's city, else of its state", () => {
    given(meetupDecider)
      .when(schedule())
      .then([MeetupScheduled({ ...details(), timeZone: 'America/New_York' })]);
    // No venue coordinates: the group's city's (El Paso is on Mountain Time, most of Texas is not).
    const typed = { latitude: null, longitude: null, city: 'El Paso', state: 'TX' };
    given(meetupDecider)
      .when({ ...schedule(typed), city: { latitude: 31.7587, longitude: -106.4869 } })
      .then([MeetupScheduled({ ...details(typed), timeZone: 'America/Denver' })]);
    const unplaced = { latitude: null, longitude: null, city: 'Denver', state: 'CO' };
    given(meetupDecider)
      .when(schedule(unplaced))
      .then([MeetupScheduled({ ...details(unplaced), timeZone: 'America/Denver' })]);
    const nowhere = { latitude: null, longitude: null, city: null, state: null };
    given(meetupDecider)
      .when(schedule(nowhere))
      .then([MeetupScheduled({ ...details(nowhere), timeZone: 'America/New_York' })]);
  });

  it('never takes a zone from the command: it follows the place', () => {
    given(meetupDecider)
      .when(schedule({ timeZone: 'Asia/Tokyo' }))
      .then([MeetupScheduled({ ...details(), timeZone: 'America/New_York' })]);
    given(meetupDecider, [MeetupScheduled({ ...details(), timeZone: 'America/New_York' })])
      .when(update({ title: 'Morning stroll', timeZone: 'Asia/Tokyo' }))
      .then([MeetupUpdated({ meetupId: 'm1', changes: { title: 'Morning stroll' } })]);
  });

  it('names the zone on every change of time or place, the new one when the place moves', () => {
    const history = [MeetupScheduled({ ...details(), timeZone: 'America/New_York' })];
    given(meetupDecider, history)
      .when(update({ startsAt: '2026-12-06T15:00:00.000Z', endsAt: '2026-12-06T17:00:00.000Z' }))
      .then([
        MeetupUpdated({
          meetupId: 'm1',
          changes: {
            startsAt: '2026-12-06T15:00:00.000Z',
            endsAt: '2026-12-06T17:00:00.000Z',
            timeZone: 'America/New_York',
          },
        }),
      ]);
    // Green Lake Park, Seattle.
    given(meetupDecider, history)
      .when(update({ latitude: 47.6805, longitude: -122.3287 }))
      .then([
        MeetupUpdated({
          meetupId: 'm1',
          changes: { latitude: 47.6805, longitude: -122.3287, timeZone: 'America/Los_Angeles' },
        }),
      ]);
    // An address without coordinates stays in the city's zone.
    given(meetupDecider, history)
      .when(update({ location: '2 Elm St, Charlotte, NC', latitude: null, longitude: null }))
      .then([
        MeetupUpdated({
          meetupId: 'm1',
          changes: {
            location: '2 Elm St, Charlotte, NC',
            latitude: null,
            longitude: null,
            timeZone: 'America/New_York',
          },
        }),
      ]);
  });

  it('folds events from before zones were recorded with the zone of their place', () => {
    const old = MeetupScheduled(details({ latitude: null, longitude: null, state: 'AZ' }));
    expect(fold(meetupDecider, [old])).toMatchObject({
      details: { timeZone: 'America/Phoenix' },
    });
    const moved = MeetupUpdated({ meetupId: 'm1', changes: charlotte });
    expect(fold(meetupDecider, [old, moved])).toMatchObject({
      details: { timeZone: 'America/New_York' },
    });
  });
});

import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import {
  AfterMeetupNoteLeft,
  AttendeeCheckedIn,
  AttendeeMarkedNoShow,
  CheckInUndone,
  DayStatusSet,
} from '../../contracts/events/meetup-day.events.js';
import {
  MeetupCancelled,
  MeetupScheduled,
  RsvpSet,
  RsvpWaitlisted,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { DayStatus } from '../../contracts/meetup-day.js';
import { meetupDecider, type DayCaller } from './meetup.decider.js';

const START = Date.parse('2026-11-28T15:00:00.000Z');
const END = START + 2 * 3600_000;
const at = (offsetMinutes: number, from = START) => new Date(from + offsetMinutes * 60_000);
const MINUTE = 60_000;

const scheduled = MeetupScheduled({
  meetupId: 'm1',
  slug: 'saturday-sniffari',
  groupId: 'g1',
  organizerId: 'org',
  city: 'Austin',
  state: 'TX',
  title: 'Saturday Sniffari',
  description: 'A slow, sniffy walk.',
  location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
  locationDisplay: 'Zilker Park',
  latitude: 30.2669,
  longitude: -97.7729,
  parkType: 'dog_park',
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(END).toISOString(),
  maxAttendees: 2,
  unregisteredAttendees: 0,
});
const going = (userId: string, dogIds: string[] = []) =>
  RsvpSet({ meetupId: 'm1', userId, status: 'going', dogIds });
const history: MeetupEvent[] = [scheduled, going('ana', ['rex']), going('ben', ['bo', 'pip'])];

const attendee: DayCaller = { canSee: true, isOrganizer: false };
const organizer: DayCaller = { canSee: true, isOrganizer: true };

const status = (
  userId: string,
  value: DayStatus,
  now: Date,
  lateMinutes: number | null = null,
  caller = attendee,
) =>
  ({
    type: 'SetDayStatus',
    meetupId: 'm1',
    userId,
    status: value,
    lateMinutes,
    caller,
    now,
  }) as const;
const checkIn = (attendeeId: string, now: Date, caller = organizer) =>
  ({ type: 'CheckIn', meetupId: 'm1', attendeeId, caller, now }) as const;
const undo = (attendeeId: string, now: Date, caller = organizer) =>
  ({ type: 'UndoCheckIn', meetupId: 'm1', attendeeId, caller, now }) as const;
const noShow = (attendeeId: string, now: Date, caller = organizer) =>
  ({ type: 'MarkNoShow', meetupId: 'm1', attendeeId, caller, now }) as const;
const note = (userId: string, text: string, playedWellWith: string[], now: Date) =>
  ({
    type: 'LeaveNote',
    meetupId: 'm1',
    userId,
    note: text,
    playedWellWith,
    caller: attendee,
    now,
  }) as const;

const set = (userId: string, value: DayStatus, lateMinutes: number | null = null) =>
  DayStatusSet({ meetupId: 'm1', userId, status: value, lateMinutes });
const checkedIn = (userId: string, dogIds: string[]) =>
  AttendeeCheckedIn({ meetupId: 'm1', userId, dogIds });

describe('meetup day: statuses from attendees, in the window', () => {
  it('takes a status from someone going, from an hour before the start to the end', () => {
    given(meetupDecider, history)
      .when(status('ana', 'on_my_way', at(-60)))
      .then([set('ana', 'on_my_way')]);
    given(meetupDecider, history)
      .when(status('ana', 'running_late', at(0, END), 10))
      .then([set('ana', 'running_late', 10)]);
  });

  it('refuses before the window opens and after the end', () => {
    given(meetupDecider, history)
      .when(status('ana', 'on_my_way', new Date(START - 60 * MINUTE - 1)))
      .thenFails('MEETUPS.DAY_NOT_OPEN');
    given(meetupDecider, history)
      .when(status('ana', 'arrived', new Date(END + 1)))
      .thenFails('MEETUPS.DAY_OVER');
  });

  it('refuses anyone not going: no answer, maybe, waitlisted', () => {
    const more = [
      ...history,
      RsvpSet({ meetupId: 'm1', userId: 'cat', status: 'maybe', dogIds: [] }),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'dan', dogIds: [] }),
    ];
    for (const userId of ['stranger', 'cat', 'dan']) {
      given(meetupDecider, more)
        .when(status(userId, 'on_my_way', at(-10)))
        .thenFails('MEETUPS.DAY_ATTENDEES_ONLY');
    }
  });

  it('takes minutes with running late only, 1 to 120', () => {
    for (const minutes of [null, 0, 121, 2.5]) {
      given(meetupDecider, history)
        .when(status('ana', 'running_late', at(0), minutes))
        .thenFails('MEETUPS.LATE_MINUTES');
    }
    given(meetupDecider, history)
      .when(status('ana', 'on_my_way', at(0), 10))
      .thenFails('MEETUPS.LATE_MINUTES');
  });

  it('leaves early only after arriving, and is not on the way once arrived', () => {
    given(meetupDecider, history)
      .when(status('ana', 'left_early', at(30)))
      .thenFails('MEETUPS.NOT_ARRIVED');
    given(meetupDecider, [...history, checkedIn('ana', ['rex'])])
      .when(status('ana', 'left_early', at(30)))
      .then([set('ana', 'left_early')]);
    given(meetupDecider, [...history, set('ana', 'arrived')])
      .when(status('ana', 'running_late', at(30), 5))
      .thenFails('MEETUPS.ALREADY_ARRIVED');
  });

  it('says nothing new when the status is the same; new minutes are news', () => {
    const late = [...history, set('ana', 'running_late', 10)];
    given(meetupDecider, late)
      .when(status('ana', 'running_late', at(0), 10))
      .then([]);
    given(meetupDecider, late)
      .when(status('ana', 'running_late', at(0), 15))
      .then([set('ana', 'running_late', 15)]);
  });

  it('refuses a cancelled meetup, and one the caller may not see as not found', () => {
    given(meetupDecider, [
      ...history,
      MeetupCancelled({ meetupId: 'm1', cancelledBy: 'org', reason: null }),
    ])
      .when(status('ana', 'on_my_way', at(0)))
      .thenFails('MEETUPS.CANCELLED');
    given(meetupDecider, history)
      .when(status('ana', 'on_my_way', at(0), null, { canSee: false, isOrganizer: false }))
      .thenFails('MEETUPS.NOT_FOUND');
    given(meetupDecider, [])
      .when(status('ana', 'on_my_way', at(0)))
      .thenFails('MEETUPS.NOT_FOUND');
  });
});

describe('meetup day: check-ins and no-shows by organizers', () => {
  it('checks in someone going with the dogs of their RSVP, once', () => {
    given(meetupDecider, history)
      .when(checkIn('ben', at(-5)))
      .then([checkedIn('ben', ['bo', 'pip'])]);
    given(meetupDecider, [...history, checkedIn('ben', ['bo', 'pip'])])
      .when(checkIn('ben', at(5)))
      .then([]);
  });

  it('checks in by organizers only, and only people going', () => {
    given(meetupDecider, history)
      .when(checkIn('ben', at(0), attendee))
      .thenFails('MEETUPS.ORGANIZERS_ONLY');
    given(meetupDecider, history)
      .when(checkIn('zoe', at(0)))
      .thenFails('MEETUPS.NOT_GOING');
  });

  it('checks in from an hour before the start to a week after the end', () => {
    given(meetupDecider, history)
      .when(checkIn('ben', at(-61)))
      .thenFails('MEETUPS.DAY_NOT_OPEN');
    given(meetupDecider, history)
      .when(checkIn('ben', at(7 * 24 * 60 + 1, END)))
      .thenFails('MEETUPS.RECORDS_CLOSED');
  });

  it('marks no-shows after the end only, never someone checked in', () => {
    given(meetupDecider, history)
      .when(noShow('ana', at(-1, END)))
      .thenFails('MEETUPS.NOT_ENDED');
    given(meetupDecider, history)
      .when(noShow('ana', at(1, END)))
      .then([AttendeeMarkedNoShow({ meetupId: 'm1', userId: 'ana' })]);
    given(meetupDecider, [...history, checkedIn('ana', ['rex'])])
      .when(noShow('ana', at(1, END)))
      .thenFails('MEETUPS.CHECKED_IN');
    given(meetupDecider, history)
      .when(noShow('ana', at(1, END), attendee))
      .thenFails('MEETUPS.ORGANIZERS_ONLY');
  });

  it('a late check-in corrects a no-show', () => {
    given(meetupDecider, [...history, AttendeeMarkedNoShow({ meetupId: 'm1', userId: 'ana' })])
      .when(checkIn('ana', at(10, END)))
      .then([checkedIn('ana', ['rex'])]);
  });
});

describe('meetup day: undoing a check-in made by mistake', () => {
  const withBen = [...history, checkedIn('ben', ['bo', 'pip'])];
  const undone = CheckInUndone({ meetupId: 'm1', userId: 'ben' });

  it('undoes a check-in for organizers during the day, once', () => {
    given(meetupDecider, withBen)
      .when(undo('ben', at(10)))
      .then([undone]);
    given(meetupDecider, [...withBen, undone])
      .when(undo('ben', at(11)))
      .then([]);
    given(meetupDecider, history)
      .when(undo('ana', at(10)))
      .then([]);
  });

  it('refuses anyone but organizers, and after the end', () => {
    given(meetupDecider, withBen)
      .when(undo('ben', at(10), attendee))
      .thenFails('MEETUPS.ORGANIZERS_ONLY');
    given(meetupDecider, withBen)
      .when(undo('ben', at(1, END)))
      .thenFails('MEETUPS.DAY_OVER');
  });

  it('leaves them as never checked in: checked in again, or a no-show after the end', () => {
    given(meetupDecider, [...withBen, undone])
      .when(checkIn('ben', at(20)))
      .then([checkedIn('ben', ['bo', 'pip'])]);
    given(meetupDecider, [...withBen, undone])
      .when(noShow('ben', at(1, END)))
      .then([AttendeeMarkedNoShow({ meetupId: 'm1', userId: 'ben' })]);
  });

  it('keeps what the attendee said themselves', () => {
    given(meetupDecider, [...history, set('ben', 'arrived'), checkedIn('ben', []), undone])
      .when(status('ben', 'arrived', at(30)))
      .then([]);
  });
});

describe('meetup day: notes after the meetup', () => {
  const came = [...history, checkedIn('ana', ['rex']), set('ben', 'arrived')];

  it('takes a note and dogs that played well from someone who came, after the end', () => {
    given(meetupDecider, came)
      .when(note('ana', 'Lovely calm walk', ['bo'], at(30, END)))
      .then([
        AfterMeetupNoteLeft({
          meetupId: 'm1',
          userId: 'ana',
          note: 'Lovely calm walk',
          playedWellWith: ['bo'],
        }),
      ]);
  });

  it('refuses before the end, after two weeks, and from anyone who did not come', () => {
    given(meetupDecider, came)
      .when(note('ana', 'Hi', [], at(-1, END)))
      .thenFails('MEETUPS.NOT_ENDED');
    given(meetupDecider, came)
      .when(note('ana', 'Hi', [], at(14 * 24 * 60 + 1, END)))
      .thenFails('MEETUPS.NOTES_CLOSED');
    given(meetupDecider, history)
      .when(note('ana', 'Hi', [], at(1, END)))
      .thenFails('MEETUPS.NOTES_ATTENDEES_ONLY');
    given(meetupDecider, [...came, AttendeeMarkedNoShow({ meetupId: 'm1', userId: 'ben' })])
      .when(note('ben', 'Hi', [], at(1, END)))
      .thenFails('MEETUPS.NOTES_ATTENDEES_ONLY');
  });

  it('names only other attendees’ dogs that came, and is never empty', () => {
    given(meetupDecider, came)
      .when(note('ana', 'Hi', ['rex'], at(1, END)))
      .thenFails('MEETUPS.UNKNOWN_DOG');
    given(meetupDecider, came)
      .when(note('ana', 'Hi', ['ghost'], at(1, END)))
      .thenFails('MEETUPS.UNKNOWN_DOG');
    given(meetupDecider, came)
      .when(note('ana', '  ', [], at(1, END)))
      .thenFails('MEETUPS.EMPTY_NOTE');
  });
});

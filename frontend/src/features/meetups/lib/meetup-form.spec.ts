import { describe, expect, it } from 'vitest';
import { makeMeetup } from '@/testing/data';
import { attendanceSummary, placesLeftText } from './format';
import {
  checkMeetupForm,
  emptyMeetupForm,
  formTimeZone,
  meetupToForm,
  toScheduleInput,
  toUpdateInput,
  type MeetupFormValues,
} from './meetup-form';
import { maxAttendeesLabel } from './meetup-options';

// Tests run in America/Chicago (see testing/setup-tests.ts); so do these meetups, unless told.
const CHICAGO = 'America/Chicago';
const now = new Date('2031-05-10T15:00:00.000Z'); // 10:00 AM on May 10

function filled(overrides: Partial<MeetupFormValues> = {}): MeetupFormValues {
  return {
    ...emptyMeetupForm(),
    title: 'Sunday Sniff Walk',
    description: 'Slow and leashed.',
    date: '2031-05-11',
    time: '09:30',
    location: '3756 SE Oak St, Portland, OR 97214',
    ...overrides,
  };
}

const check = (values: MeetupFormValues, withPrivateMembers = false) =>
  checkMeetupForm(values, { now, withPrivateMembers, timeZone: CHICAGO });

describe('schedule meetup form rules (spec sections 5 and 9)', () => {
  it('starts at 20 attendees, a regular park and 0 private members', () => {
    expect(emptyMeetupForm()).toMatchObject({
      maxAttendees: '20',
      parkType: 'regular',
      privateMembers: '0',
    });
  });

  it('lists every empty required field, in form order', () => {
    expect(check(emptyMeetupForm()).missing).toEqual([
      'title',
      'description',
      'date',
      'time',
      'location',
    ]);
    expect(check(filled({ description: '  ', time: '' })).missing).toEqual(['description', 'time']);
    expect(check(filled()).missing).toEqual([]);
  });

  it('rejects a date before today and a start that has passed today', () => {
    expect(check(filled({ date: '2031-05-09' })).errors).toEqual({
      date: 'The date cannot be before today',
    });
    expect(check(filled({ date: '2031-05-10', time: '09:59' })).errors).toEqual({
      time: 'The start time has already passed',
    });
    expect(check(filled({ date: '2031-05-10', time: '10:30' })).errors).toEqual({});
  });

  it('leaves an unchanged start alone when editing a past meetup', () => {
    const values = filled({ date: '2031-05-01' });
    expect(
      checkMeetupForm(values, {
        now,
        withPrivateMembers: false,
        timeZone: CHICAGO,
        unchangedStart: { date: '2031-05-01', time: '09:30' },
      }).errors,
    ).toEqual({});
  });

  it('wants the end after the start, and private members from 0 to 50 (trainers only)', () => {
    expect(check(filled({ endTime: '09:00' })).errors).toEqual({
      endTime: 'The end time must be after the start time',
    });
    // An end before the start within 12 hours is the next day's: an evening walk past midnight.
    const lateWalk = filled({ time: '22:30', endTime: '00:30' });
    expect(check(lateWalk).errors).toEqual({});
    expect(toScheduleInput(lateWalk, 'group-1', false, CHICAGO)).toMatchObject({
      date: '2031-05-12T03:30:00.000Z',
      endTime: '2031-05-12T05:30:00.000Z',
    });
    // And what the server sends back for it edits without a complaint.
    const stored = makeMeetup({
      date: '2031-05-12T03:30:00.000Z',
      endTime: '2031-05-12T05:30:00.000Z',
      timeZone: CHICAGO,
    });
    expect(check(meetupToForm(stored)).errors).toEqual({});
    expect(check(filled({ privateMembers: '51' }), true).errors.privateMembers).toBe(
      'Private members must be a number from 0 to 50',
    );
    expect(check(filled({ privateMembers: '2.5' }), true).errors.privateMembers).toBeDefined();
    expect(check(filled({ privateMembers: '51' }), false).errors).toEqual({});
    expect(check(filled({ privateMembers: '50' }), true).errors).toEqual({});
  });

  it('sends ISO times, the end 2 hours after the start by default, and trims', () => {
    const input = toScheduleInput(
      filled({ title: '  Sunday Sniff Walk ' }),
      'group-1',
      false,
      CHICAGO,
    );
    expect(input).toEqual({
      groupId: 'group-1',
      title: 'Sunday Sniff Walk',
      description: 'Slow and leashed.',
      location: '3756 SE Oak St, Portland, OR 97214',
      locationDisplay: null,
      date: '2031-05-11T14:30:00.000Z',
      endTime: '2031-05-11T16:30:00.000Z',
      maxAttendees: 20,
      parkType: 'regular',
    });
    expect(
      toScheduleInput(
        filled({ endTime: '10:15', privateMembers: '4', latitude: 45.5, longitude: -122.6 }),
        'group-1',
        true,
        CHICAGO,
      ),
    ).toMatchObject({
      endTime: '2031-05-11T15:15:00.000Z',
      unregisteredAttendees: 4,
      latitude: 45.5,
      longitude: -122.6,
    });
  });

  it('fills the form from a meetup for editing, and clears retyped coordinates', () => {
    const meetup = makeMeetup({ maxAttendees: null, parkType: 'beach' });
    const values = meetupToForm(meetup);
    expect(values).toMatchObject({
      date: '2031-05-11',
      time: '11:00',
      endTime: '13:00',
      maxAttendees: '100',
      parkType: 'beach',
      placeName: 'Laurelhurst Park',
    });
    expect(
      toUpdateInput({ ...values, latitude: null, longitude: null }, false, CHICAGO),
    ).toMatchObject({
      date: meetup.date,
      endTime: meetup.endTime,
      maxAttendees: 100,
      latitude: null,
      longitude: null,
    });
  });
});

describe("the form's times are wall times at the meetup's place", () => {
  const charlotte = { latitude: 35.1965, longitude: -80.8432 };
  const target = { mode: 'create', groupId: 'g', city: 'Portland', state: 'OR' } as const;

  it("reads them in the venue's zone, else the group city's, whatever the browser's", () => {
    expect(formTimeZone(charlotte, target)).toBe('America/New_York');
    const unplaced = { latitude: null, longitude: null };
    expect(formTimeZone(unplaced, target)).toBe('America/Los_Angeles');
    expect(formTimeZone(unplaced, { ...target, place: { ...charlotte, state: 'NC' } })).toBe(
      'America/New_York',
    );
    const meetup = makeMeetup({ timeZone: 'America/Denver' });
    expect(formTimeZone(unplaced, { mode: 'edit', meetup })).toBe('America/Denver');
  });

  it('sends the instant of 6:30 PM in Charlotte from a browser in Chicago, across the March change', () => {
    const zone = formTimeZone(charlotte, target);
    const at = (date: string) =>
      toScheduleInput(filled({ date, time: '18:30', ...charlotte }), 'g', false, zone).date;
    expect(at('2031-03-08')).toBe('2031-03-08T23:30:00.000Z');
    expect(at('2031-03-09')).toBe('2031-03-09T22:30:00.000Z');
    const meetup = makeMeetup({ date: '2031-03-09T22:30:00.000Z', timeZone: zone });
    expect(meetupToForm(meetup)).toMatchObject({ date: '2031-03-09', time: '18:30' });
  });

  it("judges 'today' at the place: 11 PM in Chicago is already tomorrow in New York", () => {
    const late = new Date('2031-05-11T04:00:00.000Z');
    const values = filled({ date: '2031-05-10', time: '23:30' });
    expect(
      checkMeetupForm(values, {
        now: late,
        withPrivateMembers: false,
        timeZone: 'America/New_York',
      }).errors,
    ).toEqual({ date: 'The date cannot be before today' });
  });
});

describe('meetups as the screens read them (spec section 9)', () => {
  it("shows the server's no limit (null, for 100 or more) as 'No limit', and edits it as 100", () => {
    const open = makeMeetup({
      maxAttendees: null,
      placesLeft: null,
      currentAttendees: 3,
      unregisteredAttendees: 2,
    });
    expect(attendanceSummary(open)).toBe('5 going · No limit');
    expect(placesLeftText(open)).toBeNull();
    expect(meetupToForm(open).maxAttendees).toBe('100');
    expect(maxAttendeesLabel(100)).toBe('No limit');
  });

  it('offers 20 by default, and shows the limit the server sends', () => {
    expect(emptyMeetupForm().maxAttendees).toBe('20');
    const limited = makeMeetup({ maxAttendees: 20, placesLeft: 15, currentAttendees: 5 });
    expect(attendanceSummary(limited)).toBe('5 of 20 going');
    expect(placesLeftText(limited)).toBe('15 spots left');
    expect(meetupToForm(limited).maxAttendees).toBe('20');
  });
});

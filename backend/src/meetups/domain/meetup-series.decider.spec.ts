import { describe, expect, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { fold } from '../../shared/decider.js';
import {
  MeetupSeriesChanged,
  MeetupSeriesChangesApplied,
  MeetupSeriesEnded,
  MeetupSeriesOccurrenceScheduled,
  MeetupSeriesScheduled,
  type MeetupSeriesEvent,
} from '../../contracts/events/meetup-series.events.js';
import {
  dueOccurrences,
  meetupSeriesDecider,
  occurrenceId,
  occurrencePlan,
  occurrencesAfterEnd,
  pendingChanges,
  type SeriesCommand,
} from './meetup-series.decider.js';

// A Saturday morning in Austin; the series starts the next Saturday.
const now = new Date('2031-02-22T15:00:00Z');
const series: MeetupSeriesScheduled['data'] = {
  seriesId: 's1',
  groupId: 'g1',
  organizerId: 'u1',
  city: 'Austin',
  state: 'TX',
  recurrence: {
    frequency: 'weekly',
    startDate: '2031-03-01',
    endDate: null,
    count: null,
    time: '09:00',
    durationMinutes: 90,
    timeZone: 'America/Chicago',
  },
  template: {
    title: 'Saturday Sniff & Stroll',
    description: 'A calm walk.',
    location: 'Zilker Park, Austin, TX',
    locationDisplay: 'Zilker Park',
    latitude: 30.27,
    longitude: -97.77,
    parkType: 'dog_park',
    maxAttendees: 20,
    rules: null,
  },
};
const scheduled = MeetupSeriesScheduled(series);
const recorded = (date: string) =>
  MeetupSeriesOccurrenceScheduled({ seriesId: 's1', date, meetupId: occurrenceId('s1', date) });
const schedule = (
  recurrence: Partial<MeetupSeriesScheduled['data']['recurrence']> = {},
  canOrganize = true,
): SeriesCommand => ({
  type: 'ScheduleSeries',
  series: { ...series, recurrence: { ...series.recurrence, ...recurrence } },
  canOrganize,
  now,
});
const state = (events: MeetupSeriesEvent[]) => fold(meetupSeriesDecider, events);

describe('scheduling a series', () => {
  it('an organizer schedules a valid series', () => {
    given(meetupSeriesDecider).when(schedule()).then([scheduled]);
  });

  it('only the group organizers may', () => {
    given(meetupSeriesDecider).when(schedule({}, false)).thenFails('SERIES.ORGANIZERS_ONLY');
  });

  it('once', () => {
    given(meetupSeriesDecider, [scheduled]).when(schedule()).thenFails('SERIES.ALREADY_EXISTS');
  });

  it('a monthly series from a fifth weekday says it falls on the last one, or is refused', () => {
    // 2031-03-29 is the fifth Saturday of March: most months have none.
    const fifth = { frequency: 'monthly' as const, startDate: '2031-03-29' };
    given(meetupSeriesDecider).when(schedule(fifth)).thenFails('SERIES.FIFTH_WEEKDAY');
    const accepted = { ...schedule(fifth), lastWeekdayAccepted: true };
    given(meetupSeriesDecider)
      .when(accepted)
      .then([
        MeetupSeriesScheduled({
          ...series,
          recurrence: { ...series.recurrence, ...fifth },
        }),
      ]);
    // A weekly series, or a monthly one from an earlier week, asks nothing.
    given(meetupSeriesDecider)
      .when(schedule({ startDate: '2031-03-29' }))
      .then([
        MeetupSeriesScheduled({
          ...series,
          recurrence: { ...series.recurrence, startDate: '2031-03-29' },
        }),
      ]);
    given(meetupSeriesDecider)
      .when(schedule({ frequency: 'monthly', startDate: '2031-03-22' }))
      .then([
        MeetupSeriesScheduled({
          ...series,
          recurrence: { ...series.recurrence, frequency: 'monthly', startDate: '2031-03-22' },
        }),
      ]);
  });

  it('refuses an invalid recurrence', () => {
    const fails = (recurrence: Parameters<typeof schedule>[0], code: string) =>
      given(meetupSeriesDecider).when(schedule(recurrence)).thenFails(code);
    fails({ startDate: '2031-02-30' }, 'SERIES.START_DATE');
    fails({ time: '25:00' }, 'SERIES.TIME');
    fails({ timeZone: 'Mars/Olympus' }, 'SERIES.TIME_ZONE');
    fails({ durationMinutes: 5 }, 'SERIES.DURATION');
    fails({ durationMinutes: 24 * 60 + 1 }, 'SERIES.DURATION');
    fails({ startDate: '2031-02-22', time: '08:00' }, 'SERIES.START_PASSED');
    fails({ startDate: '2033-03-01' }, 'SERIES.DATE_TOO_FAR');
  });

  it('ends after it starts, by a date or a count (not both), within bounds', () => {
    const fails = (recurrence: Parameters<typeof schedule>[0], code: string) =>
      given(meetupSeriesDecider).when(schedule(recurrence)).thenFails(code);
    fails({ endDate: '2031-02-28' }, 'SERIES.END_BEFORE_START');
    fails({ endDate: '2031-13-01' }, 'SERIES.END_DATE');
    fails({ endDate: '2033-06-01' }, 'SERIES.DATE_TOO_FAR');
    fails({ endDate: '2031-06-01', count: 4 }, 'SERIES.END_AND_COUNT');
    fails({ count: 0 }, 'SERIES.COUNT');
    fails({ count: 105 }, 'SERIES.COUNT');
    given(meetupSeriesDecider)
      .when(schedule({ count: 104 }))
      .then([
        MeetupSeriesScheduled({ ...series, recurrence: { ...series.recurrence, count: 104 } }),
      ]);
  });
});

describe('the rolling window', () => {
  it('is due: every date within eight weeks not scheduled yet', () => {
    const due = dueOccurrences(state([scheduled]), now);
    expect(due[0]).toBe('2031-03-01');
    expect(due.at(-1)).toBe('2031-04-19'); // 56 days after 2031-02-22
    expect(due).toHaveLength(8);
    expect(dueOccurrences(state([scheduled, recorded('2031-03-01')]), now)[0]).toBe('2031-03-08');
  });

  it('rolls on with time, and skips an occurrence that has started', () => {
    const later = new Date('2031-03-08T15:30:00Z'); // 9:30 AM in Austin
    const due = dueOccurrences(state([scheduled]), later);
    expect(due[0]).toBe('2031-03-15');
    expect(due.at(-1)).toBe('2031-05-03');
  });

  it('nothing is due once ended', () => {
    const ended = MeetupSeriesEnded({ seriesId: 's1', endedBy: 'u1', lastDate: null });
    expect(dueOccurrences(state([scheduled, ended]), now)).toEqual([]);
  });

  it('records an occurrence once', () => {
    given(meetupSeriesDecider, [scheduled])
      .when({
        type: 'RecordOccurrence',
        date: '2031-03-01',
        meetupId: occurrenceId('s1', '2031-03-01'),
      })
      .then([recorded('2031-03-01')]);
    given(meetupSeriesDecider, [scheduled, recorded('2031-03-01')])
      .when({
        type: 'RecordOccurrence',
        date: '2031-03-01',
        meetupId: occurrenceId('s1', '2031-03-01'),
      })
      .then([]);
    given(meetupSeriesDecider, [scheduled])
      .when({ type: 'RecordOccurrence', date: '2031-03-02', meetupId: 'x' })
      .thenFails('SERIES.NOT_AN_OCCURRENCE');
  });

  it('names each occurrence the same way every time', () => {
    expect(occurrenceId('s1', '2031-03-01')).toBe(occurrenceId('s1', '2031-03-01'));
    expect(occurrenceId('s1', '2031-03-01')).not.toBe(occurrenceId('s1', '2031-03-08'));
    expect(occurrenceId('s1', '2031-03-01')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab]/,
    );
  });
});

describe('this and all following', () => {
  const change = (changes: object, fromDate = '2031-03-15', canManage = true): SeriesCommand => ({
    type: 'ChangeSeries',
    fromDate,
    changes,
    canManage,
    now,
  });

  it('changes the occurrences from a date on', () => {
    const changed = MeetupSeriesChanged({
      seriesId: 's1',
      fromDate: '2031-03-15',
      changes: { title: 'Sunrise Stroll', time: '07:30' },
    });
    given(meetupSeriesDecider, [scheduled])
      .when(change({ title: 'Sunrise Stroll', time: '07:30', description: undefined }))
      .then([changed]);
    const after = state([scheduled, changed]);
    if (after.status === 'none') throw new Error('no series');
    expect(occurrencePlan(after, '2031-03-08').details.title).toBe('Saturday Sniff & Stroll');
    expect(occurrencePlan(after, '2031-03-15')).toMatchObject({
      details: { title: 'Sunrise Stroll' },
      startsAt: '2031-03-15T12:30:00.000Z', // 7:30 AM CDT
      endsAt: '2031-03-15T14:00:00.000Z',
    });
  });

  it('is for the organizer, on a date of the series, with valid values, while it runs', () => {
    given(meetupSeriesDecider, [scheduled])
      .when(change({ title: 'x' }, '2031-03-15', false))
      .thenFails('SERIES.NOT_ORGANIZER');
    given(meetupSeriesDecider, [scheduled])
      .when(change({ title: 'x' }, '2031-03-16'))
      .thenFails('SERIES.NOT_AN_OCCURRENCE');
    given(meetupSeriesDecider, [scheduled])
      .when(change({ time: '7pm' }))
      .thenFails('SERIES.TIME');
    given(meetupSeriesDecider, [scheduled])
      .when(change({ durationMinutes: 0 }))
      .thenFails('SERIES.DURATION');
    given(meetupSeriesDecider, [
      scheduled,
      MeetupSeriesEnded({ seriesId: 's1', endedBy: 'u1', lastDate: null }),
    ])
      .when(change({ title: 'x' }))
      .thenFails('SERIES.ENDED');
    given(meetupSeriesDecider)
      .when(change({ title: 'x' }))
      .thenFails('SERIES.NOT_FOUND');
  });

  it('stays pending until the process manager records it applied, once', () => {
    const first = MeetupSeriesChanged({
      seriesId: 's1',
      fromDate: '2031-03-15',
      changes: { title: 'Sunrise Stroll' },
    });
    const second = MeetupSeriesChanged({
      seriesId: 's1',
      fromDate: '2031-03-22',
      changes: { maxAttendees: 12 },
    });
    expect(pendingChanges(state([scheduled, first, second]))).toHaveLength(2);
    const applied = MeetupSeriesChangesApplied({ seriesId: 's1', changes: 2 });
    given(meetupSeriesDecider, [scheduled, first, second])
      .when({ type: 'RecordChangesApplied', changes: 2 })
      .then([applied]);
    expect(pendingChanges(state([scheduled, first, second, applied]))).toEqual([]);
    const third = MeetupSeriesChanged({ ...second.data, changes: { maxAttendees: 10 } });
    expect(pendingChanges(state([scheduled, first, second, applied, third]))).toEqual([third.data]);
    given(meetupSeriesDecider, [scheduled, first, second, applied])
      .when({ type: 'RecordChangesApplied', changes: 2 })
      .then([]);
    given(meetupSeriesDecider, [scheduled, first])
      .when({ type: 'RecordChangesApplied', changes: 2 })
      .then([]);
  });
});

describe('ending a series', () => {
  const end = (at: Date, canManage = true): SeriesCommand => ({
    type: 'EndSeries',
    userId: 'u1',
    canManage,
    now: at,
  });
  const history = [
    scheduled,
    recorded('2031-03-01'),
    recorded('2031-03-08'),
    recorded('2031-03-15'),
  ];

  it('keeps the occurrences that started and cancels the later ones', () => {
    const at = new Date('2031-03-09T12:00:00Z');
    const ended = MeetupSeriesEnded({ seriesId: 's1', endedBy: 'u1', lastDate: '2031-03-08' });
    given(meetupSeriesDecider, history).when(end(at)).then([ended]);
    expect(occurrencesAfterEnd(state([...history, ended]))).toEqual([
      occurrenceId('s1', '2031-03-15'),
    ]);
  });

  it('before any started: none kept', () => {
    given(meetupSeriesDecider, history)
      .when(end(now))
      .then([MeetupSeriesEnded({ seriesId: 's1', endedBy: 'u1', lastDate: null })]);
  });

  it('is for the organizer, and once', () => {
    given(meetupSeriesDecider, history).when(end(now, false)).thenFails('SERIES.NOT_ORGANIZER');
    given(meetupSeriesDecider, [
      ...history,
      MeetupSeriesEnded({ seriesId: 's1', endedBy: 'u1', lastDate: null }),
    ])
      .when(end(now))
      .then([]);
  });
});

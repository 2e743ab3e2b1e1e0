import { describe, expect, it } from 'vitest';
import {
  MeetupSeriesChanged,
  MeetupSeriesEnded,
  MeetupSeriesOccurrenceScheduled,
  MeetupSeriesScheduled,
} from '@packmeet/backend/contracts/events';
import { MEETUP_SERIES } from '@packmeet/backend/contracts/read-models';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { meetupSeriesProjection } from './meetup-series.projection.js';

const scheduled = MeetupSeriesScheduled({
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
    description: '',
    location: 'Zilker Park, Austin, TX',
    locationDisplay: null,
    latitude: null,
    longitude: null,
    parkType: 'dog_park',
    maxAttendees: 20,
    rules: null,
  },
});

describe('meetup-series projection', () => {
  it('keeps the recurrence, each change in order, the end, and a SEQUENCE per change', async () => {
    const { documents } = await project(
      [meetupSeriesProjection],
      [
        scheduled,
        MeetupSeriesOccurrenceScheduled({ seriesId: 's1', date: '2031-03-01', meetupId: 'm1' }),
        MeetupSeriesChanged({ seriesId: 's1', fromDate: '2031-03-08', changes: { time: '07:30' } }),
        MeetupSeriesChanged({
          seriesId: 's1',
          fromDate: '2031-03-15',
          changes: { title: 'Sunrise' },
        }),
        MeetupSeriesEnded({ seriesId: 's1', endedBy: 'u1', lastDate: '2031-03-08' }),
      ],
    );
    const [series] = withoutPosition(await documents.collection(MEETUP_SERIES).find());
    expect(series).toMatchObject({
      _id: 's1',
      groupId: 'g1',
      status: 'ended',
      lastDate: '2031-03-08',
      sequence: 3,
      changes: [
        { fromDate: '2031-03-08', changes: { time: '07:30' } },
        { fromDate: '2031-03-15', changes: { title: 'Sunrise' } },
      ],
    });
    expect(series!.recurrence).toEqual(scheduled.data.recurrence);
  });
});

import { defineProjection, update, upsert } from '../projection.js';
import { MEETUP_SERIES } from '@packmeet/backend/contracts/read-models';

/** Recurring meetups: recurrence, template and changes; occurrences are ordinary meetups. */
export const meetupSeriesProjection = defineProjection({
  name: 'meetup-series',
  version: 1,
  collections: [MEETUP_SERIES],
  indexes: [{ collection: MEETUP_SERIES, spec: { keys: { groupId: 1 } } }],
  handlers: {
    MeetupSeriesScheduled: (event) => {
      const { seriesId, groupId, organizerId, recurrence, template } = event.data;
      const at = event.metadata.occurredAt;
      return [
        upsert(MEETUP_SERIES, seriesId, {
          $set: {
            groupId,
            organizerId,
            status: 'active',
            recurrence,
            template,
            changes: [],
            lastDate: null,
            sequence: 0,
            createdAt: at,
            updatedAt: at,
          },
        }),
      ];
    },

    MeetupSeriesChanged: (event) => [
      update(
        MEETUP_SERIES,
        { _id: event.data.seriesId },
        {
          $push: { changes: { fromDate: event.data.fromDate, changes: event.data.changes } },
          $inc: { sequence: 1 },
          $set: { updatedAt: event.metadata.occurredAt },
        },
      ),
    ],

    MeetupSeriesEnded: (event) => [
      update(
        MEETUP_SERIES,
        { _id: event.data.seriesId },
        {
          $set: {
            status: 'ended',
            lastDate: event.data.lastDate,
            updatedAt: event.metadata.occurredAt,
          },
          $inc: { sequence: 1 },
        },
      ),
    ],
  },
});

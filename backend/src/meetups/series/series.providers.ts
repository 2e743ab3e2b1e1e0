import type { Provider } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { AGGREGATES, type Aggregates } from '../../shared/aggregates.js';
import { CLOCK, type Clock } from '../../shared/clock.port.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { ChangeSeriesController } from '../commands/change-series/change-series.http.controller.js';
import {
  ChangeSeriesHandler,
  EndSeriesHandler,
} from '../commands/change-series/change-series.handler.js';
import { ScheduleSeriesController } from '../commands/schedule-series/schedule-series.http.controller.js';
import { ScheduleSeriesHandler } from '../commands/schedule-series/schedule-series.handler.js';
import {
  GroupSeriesController,
  MeetupSeriesController,
} from '../queries/meetup-series/meetup-series.http.controller.js';
import {
  GetMeetupSeriesHandler,
  GetSeriesCalendarHandler,
  ListGroupSeriesHandler,
} from '../queries/meetup-series/meetup-series.query-handler.js';
import { OccurrenceScheduler } from './occurrence-scheduler.js';

/** Recurring meetups: kept beside the meetups module's own lists so both stay short. */
export const seriesControllers = [
  ScheduleSeriesController,
  ChangeSeriesController,
  MeetupSeriesController,
  GroupSeriesController,
];

export const seriesProviders: Provider[] = [
  ScheduleSeriesHandler,
  ChangeSeriesHandler,
  EndSeriesHandler,
  GetMeetupSeriesHandler,
  ListGroupSeriesHandler,
  GetSeriesCalendarHandler,
  {
    provide: OccurrenceScheduler,
    inject: [AGGREGATES, DOCUMENT_STORE, CLOCK, LOGGER],
    useFactory: (aggregates: Aggregates, store: DocumentStore, clock: Clock, logger: Logger) =>
      new OccurrenceScheduler(aggregates, store, clock, logger.child({ component: 'series' })),
  },
];

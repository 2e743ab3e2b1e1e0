import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import {
  MEETUPS,
  MEETUP_SERIES,
  type MeetupSeriesDocument,
} from '../../../contracts/read-models.js';
import type { MeetupSeriesResponse } from '../../../contracts/meetup-series.js';
import { visibleGroup } from '../../../groups/index.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import { seriesNotFound } from '../../domain/meetup-series.decider.js';
import { describeRecurrence } from '../../domain/recurrence.js';
import { MeetupReader } from '../meetup-reader.js';
import { GetMeetupSeries, GetSeriesCalendar, ListGroupSeries } from './meetup-series.query.js';
import { seriesICalendar } from './series-ics.js';

/** How many next occurrences a series shows. */
const NEXT = 5;

/** The series if the viewer may see its group's meetups (a private group's: members only). */
async function findSeries(
  store: DocumentStore,
  meetups: MeetupReader,
  seriesId: string,
  viewer: AuthenticatedUser | null,
): Promise<MeetupSeriesDocument> {
  const series = await store.collection(MEETUP_SERIES).findOne({ _id: seriesId });
  if (!series || !(await meetups.mayView(series, viewer))) throw seriesNotFound();
  return series;
}

@QueryHandler(GetMeetupSeries)
export class GetMeetupSeriesHandler implements IQueryHandler<GetMeetupSeries> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ seriesId, viewer }: GetMeetupSeries): Promise<MeetupSeriesResponse> {
    return present(
      this.store,
      this.meetups,
      await findSeries(this.store, this.meetups, seriesId, viewer),
      viewer,
    );
  }
}

@QueryHandler(ListGroupSeries)
export class ListGroupSeriesHandler implements IQueryHandler<ListGroupSeries> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ groupId, viewer }: ListGroupSeries): Promise<MeetupSeriesResponse[]> {
    await visibleGroup(this.store, groupId, viewer?.id ?? null, { requireAccess: true });
    const series = await this.store
      .collection(MEETUP_SERIES)
      .find({ groupId, status: 'active' }, { sort: { createdAt: 1 } });
    return Promise.all(series.map((one) => present(this.store, this.meetups, one, viewer)));
  }
}

@QueryHandler(GetSeriesCalendar)
export class GetSeriesCalendarHandler implements IQueryHandler<GetSeriesCalendar> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ seriesId, viewer }: GetSeriesCalendar): Promise<string> {
    const series = await findSeries(this.store, this.meetups, seriesId, viewer);
    const occurrences = await this.store
      .collection(MEETUPS)
      .find({ 'series.seriesId': seriesId }, { sort: { startsAt: 1 } });
    return seriesICalendar(series, occurrences, this.config.publicUrl, viewer !== null);
  }
}

async function present(
  store: DocumentStore,
  meetups: MeetupReader,
  series: MeetupSeriesDocument,
  viewer: AuthenticatedUser | null,
): Promise<MeetupSeriesResponse> {
  const now = new Date();
  const next = await store
    .collection(MEETUPS)
    .find(
      { 'series.seriesId': series._id, startsAt: { $gt: now.toISOString() } },
      { sort: { startsAt: 1 }, limit: NEXT },
    );
  // The series reads as it runs now: the time and title of its latest change.
  const latest = series.changes.reduce(
    (at, { changes }) => ({ time: changes.time ?? at.time, title: changes.title ?? at.title }),
    { time: series.recurrence.time, title: series.template.title },
  );
  return {
    id: series._id,
    groupId: series.groupId,
    organizerId: series.organizerId,
    status: series.status,
    summary: describeRecurrence({ ...series.recurrence, time: latest.time }),
    title: latest.title,
    recurrence: series.recurrence,
    next: await meetups.present(next, viewer, now),
  };
}

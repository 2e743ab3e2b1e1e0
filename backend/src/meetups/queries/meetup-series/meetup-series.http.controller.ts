import { Controller, Get, Header, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser, RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupSeriesResponse } from '../../../contracts/meetup-series.js';
import { GetMeetupSeries, GetSeriesCalendar, ListGroupSeries } from './meetup-series.query.js';

/** Series are read like their group's meetups: anyone for a public group, members for others. */
@Controller('api')
@UseGuards(OptionalUser)
export class MeetupSeriesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('meetup-series/:id')
  get(
    @Param('id') seriesId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<MeetupSeriesResponse> {
    return this.queryBus.execute(new GetMeetupSeries(seriesId, viewer ?? null));
  }

  @Get('meetup-series/:id/calendar.ics')
  @Header('content-type', 'text/calendar; charset=utf-8')
  calendar(
    @Param('id') seriesId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<string> {
    return this.queryBus.execute(new GetSeriesCalendar(seriesId, viewer ?? null));
  }
}

/** A group's running series, beside its meetups: signed-in, and as its meetups (group-access.ts). */
@Controller('api')
@UseGuards(RequireUser)
export class GroupSeriesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('groups/:id/meetup-series')
  ofGroup(
    @Param('id') groupId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<MeetupSeriesResponse[]> {
    return this.queryBus.execute(new ListGroupSeries(groupId, viewer));
  }
}

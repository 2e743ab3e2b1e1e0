import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { NO_LIMIT } from '../../../contracts/meetups.js';
import {
  changeSeriesRequest,
  type ChangeSeriesRequest,
} from '../../../contracts/requests/meetup-series.request.js';
import type { MeetupSeriesResponse } from '../../../contracts/meetup-series.js';
import { GetMeetupSeries } from '../../queries/meetup-series/meetup-series.query.js';
import { ChangeSeries, EndSeries } from './change-series.command.js';

/** The series' organizer (or the group's owner) changes this and all following, or ends it. */
@Controller('api/meetup-series')
@UseGuards(RequireUser)
export class ChangeSeriesController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/changes')
  @HttpCode(200)
  change(
    @Param('id') seriesId: string,
    @Body({ schema: changeSeriesRequest }) body: ChangeSeriesRequest,
    @SignedIn() caller: Caller,
  ): Promise<MeetupSeriesResponse> {
    const { fromDate, maxAttendees, ...changes } = body;
    const capacity =
      maxAttendees === undefined
        ? {}
        : { maxAttendees: maxAttendees >= NO_LIMIT ? null : maxAttendees };
    return this.commands.sendThenAsk(
      new ChangeSeries(
        seriesId,
        caller.user,
        fromDate,
        { ...changes, ...capacity },
        caller.context,
      ),
      () => new GetMeetupSeries(seriesId, caller.user),
    );
  }

  @Post(':id/end')
  @HttpCode(200)
  end(@Param('id') seriesId: string, @SignedIn() caller: Caller): Promise<MeetupSeriesResponse> {
    return this.commands.sendThenAsk(
      new EndSeries(seriesId, caller.user, caller.context),
      () => new GetMeetupSeries(seriesId, caller.user),
    );
  }
}

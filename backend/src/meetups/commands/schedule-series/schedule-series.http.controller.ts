import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  scheduleSeriesRequest,
  type ScheduleSeriesRequest,
} from '../../../contracts/requests/meetup-series.request.js';
import type { MeetupSeriesResponse } from '../../../contracts/meetup-series.js';
import { GetMeetupSeries } from '../../queries/meetup-series/meetup-series.query.js';
import { ScheduleSeries } from './schedule-series.command.js';

@Controller('api/meetup-series')
@UseGuards(RequireUser)
export class ScheduleSeriesController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post()
  @HttpCode(201)
  schedule(
    @Body({ schema: scheduleSeriesRequest }) body: ScheduleSeriesRequest,
    @SignedIn() caller: Caller,
  ): Promise<MeetupSeriesResponse> {
    return this.commands.sendThenAsk(
      new ScheduleSeries(caller.user.id, body, caller.context),
      ({ seriesId }) => new GetMeetupSeries(seriesId, caller.user),
    );
  }
}

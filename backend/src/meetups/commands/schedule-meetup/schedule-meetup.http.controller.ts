import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { GetMeetup } from '../../queries/get-meetup/get-meetup.query.js';
import { ScheduleMeetup } from './schedule-meetup.command.js';
import {
  scheduleMeetupRequest,
  type ScheduleMeetupRequest,
} from '../../../contracts/requests/schedule-meetup.request.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class ScheduleMeetupController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Post()
  @HttpCode(201)
  async schedule(
    @Body({ schema: scheduleMeetupRequest }) body: ScheduleMeetupRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<MeetupResponse> {
    const { meetupId, position } = await this.commandBus.execute(
      new ScheduleMeetup(user.id, body, context),
    );
    await this.readModels.waitFor(position);
    return this.queryBus.execute(new GetMeetup({ _id: meetupId }, user));
  }
}

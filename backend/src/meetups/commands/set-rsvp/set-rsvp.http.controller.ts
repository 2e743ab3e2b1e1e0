import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { GetMeetup } from '../../queries/get-meetup/get-meetup.query.js';
import { GetRsvp } from '../../queries/get-rsvp/get-rsvp.query.js';
import { SetRsvp } from './set-rsvp.command.js';
import {
  setRsvpRequest,
  type SetRsvpRequest,
} from '../../../contracts/requests/set-rsvp.request.js';
import type { RsvpResponse, RsvpResult } from '../../../contracts/meetups.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class SetRsvpController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Get(':id/rsvp')
  mine(
    @Param('id') meetupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RsvpResponse> {
    return this.queryBus.execute(new GetRsvp(meetupId, user.id));
  }

  /** Going beyond capacity queues the caller; the answer says where (waitlisted, position). */
  @Post(':id/rsvp')
  @HttpCode(200)
  set(
    @Param('id') meetupId: string,
    @Body({ schema: setRsvpRequest }) body: SetRsvpRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.answer(meetupId, user, body.status, body.dogIds, context);
  }

  @Delete(':id/rsvp')
  @HttpCode(200)
  clear(
    @Param('id') meetupId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.answer(meetupId, user, null, [], context);
  }

  private async answer(
    meetupId: string,
    user: AuthenticatedUser,
    status: SetRsvpRequest['status'] | null,
    dogIds: string[],
    context: CommandContext,
  ): Promise<RsvpResult> {
    const { position } = await this.commandBus.execute(
      new SetRsvp(meetupId, user.id, status, dogIds, context),
    );
    await this.readModels.waitFor(position);
    const [rsvp, meetup] = await Promise.all([
      this.queryBus.execute(new GetRsvp(meetupId, user.id)),
      this.queryBus.execute(new GetMeetup({ _id: meetupId }, user)),
    ]);
    return { rsvp, meetup };
  }
}

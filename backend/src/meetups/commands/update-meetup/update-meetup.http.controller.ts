import { Body, Controller, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { GetMeetup } from '../../queries/get-meetup/get-meetup.query.js';
import {
  updateMeetupRequest,
  type UpdateMeetupRequest,
} from '../../../contracts/requests/schedule-meetup.request.js';
import { CancelMeetup, UpdateMeetup } from './update-meetup.command.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const cancelRequest = z.object({ reason: z.string().trim().max(500).nullable().optional() });

/** Organizers (and group owners, and administrators) change or cancel a meetup. */
@Controller('api/meetups')
@UseGuards(RequireUser)
export class UpdateMeetupController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Put(':id')
  async update(
    @Param('id') meetupId: string,
    @Body({ schema: updateMeetupRequest }) body: UpdateMeetupRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<MeetupResponse> {
    const { position } = await this.commandBus.execute(
      new UpdateMeetup(meetupId, user, body, context),
    );
    await this.readModels.waitFor(position);
    return this.queryBus.execute(new GetMeetup({ _id: meetupId }, user));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id') meetupId: string,
    @Body({ schema: cancelRequest }) body: z.infer<typeof cancelRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<MeetupResponse> {
    const { position } = await this.commandBus.execute(
      new CancelMeetup(meetupId, user, body.reason || null, context),
    );
    await this.readModels.waitFor(position);
    return this.queryBus.execute(new GetMeetup({ _id: meetupId }, user));
  }
}

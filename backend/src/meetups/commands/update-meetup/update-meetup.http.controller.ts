import { Body, Controller, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CommandSender } from '../../../http/command-sender.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
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
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Put(':id')
  async update(
    @Param('id') meetupId: string,
    @Body({ schema: updateMeetupRequest }) body: UpdateMeetupRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<MeetupResponse> {
    return this.commands.sendThenAsk(
      new UpdateMeetup(meetupId, user, body, context),
      () => new GetMeetup({ _id: meetupId }, user),
    );
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id') meetupId: string,
    @Body({ schema: cancelRequest }) body: z.infer<typeof cancelRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<MeetupResponse> {
    return this.commands.sendThenAsk(
      new CancelMeetup(meetupId, user, body.reason || null, context),
      () => new GetMeetup({ _id: meetupId }, user),
    );
  }
}

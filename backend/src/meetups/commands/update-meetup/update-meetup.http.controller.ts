import { Body, Controller, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetMeetup } from '../../queries/get-meetup/get-meetup.query.js';
import {
  updateMeetupRequest,
  type UpdateMeetupRequest,
} from '../../../contracts/requests/schedule-meetup.request.js';
import { CancelMeetup, UpdateMeetup } from './update-meetup.command.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const cancelRequest = z.object({ reason: z.string().trim().max(500).nullable().optional() });

/** Organizers and group owners change or cancel a meetup. */
@Controller('api/meetups')
@UseGuards(RequireUser)
export class UpdateMeetupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Put(':id')
  update(
    @Param('id') meetupId: string,
    @Body({ schema: updateMeetupRequest }) body: UpdateMeetupRequest,
    @SignedIn() caller: Caller,
  ): Promise<MeetupResponse> {
    return this.commands.sendThenAsk(
      new UpdateMeetup(meetupId, caller.user, body, caller.context),
      () => new GetMeetup({ _id: meetupId }, caller.user),
    );
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id') meetupId: string,
    @Body({ schema: cancelRequest }) body: z.infer<typeof cancelRequest>,
    @SignedIn() caller: Caller,
  ): Promise<MeetupResponse> {
    return this.commands.sendThenAsk(
      new CancelMeetup(meetupId, caller.user, body.reason || null, caller.context),
      () => new GetMeetup({ _id: meetupId }, caller.user),
    );
  }
}

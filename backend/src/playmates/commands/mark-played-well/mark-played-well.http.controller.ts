import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import type { PlayedWellResponse } from '../../../contracts/playmates.js';
import {
  markPlayedWellRequest,
  type MarkPlayedWellRequest,
} from '../../../contracts/requests/playmates.request.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { GetPlayedWell } from '../../queries/played-well/played-well.query.js';
import { MarkPlayedWell } from './mark-played-well.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class MarkPlayedWellController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the caller's marks for the meetup, as kept (a second mark changes nothing). */
  @Post(':id/played-well')
  @HttpCode(200)
  mark(
    @Param('id') meetupId: string,
    @Body({ schema: markPlayedWellRequest }) body: MarkPlayedWellRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<PlayedWellResponse> {
    return this.commands.sendThenAsk(
      new MarkPlayedWell(meetupId, user, body.dogId, body.otherDogId, context),
      () => new GetPlayedWell(meetupId, user),
    );
  }
}

import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  changeRsvpDogsRequest,
  type ChangeRsvpDogsRequest,
} from '../../../contracts/requests/set-rsvp.request.js';
import type { RsvpResult } from '../../../contracts/meetups.js';
import { rsvpResult } from '../set-rsvp/set-rsvp.http.controller.js';
import { ChangeRsvpDogs } from './change-rsvp-dogs.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class ChangeRsvpDogsController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Keeps the caller's answer and place; refused (409) when the new dogs do not fit. */
  @Put(':id/rsvp/dogs')
  async change(
    @Param('id') meetupId: string,
    @Body({ schema: changeRsvpDogsRequest }) body: ChangeRsvpDogsRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<RsvpResult> {
    await this.commands.send(
      new ChangeRsvpDogs(meetupId, user.id, body.dogIds, body.arrivalSlot, context),
    );
    return rsvpResult(this.commands, meetupId, user);
  }
}

import { Body, Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetMeetup } from '../../queries/get-meetup/get-meetup.query.js';
import { GetRsvp } from '../../queries/get-rsvp/get-rsvp.query.js';
import { SetRsvp } from './set-rsvp.command.js';
import {
  setRsvpRequest,
  type SetRsvpRequest,
} from '../../../contracts/requests/set-rsvp.request.js';
import type { RsvpResult } from '../../../contracts/meetups.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class SetRsvpController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /**
   * Going beyond capacity queues the caller; the answer says where (waitlisted,
   * position). Being queued counts as demand near the meetup: the demand module reacts to
   * `RsvpWaitlisted` (docs/discovery.md, "Demand").
   */
  @Post(':id/rsvp')
  @HttpCode(200)
  set(
    @Param('id') meetupId: string,
    @Body({ schema: setRsvpRequest }) body: SetRsvpRequest,
    @SignedIn() caller: Caller,
  ) {
    return this.answer(meetupId, body.status, body.dogIds, caller, body.arrivalSlot);
  }

  @Delete(':id/rsvp')
  @HttpCode(200)
  clear(@Param('id') meetupId: string, @SignedIn() caller: Caller) {
    return this.answer(meetupId, null, [], caller);
  }

  private async answer(
    meetupId: string,
    status: SetRsvpRequest['status'] | null,
    dogIds: string[],
    caller: Caller,
    arrivalSlot?: number | null,
  ): Promise<RsvpResult> {
    const { user, context } = caller;
    await this.commands.send(new SetRsvp(meetupId, user.id, status, dogIds, context, arrivalSlot));
    return rsvpResult(this.commands, meetupId, user);
  }
}

/** The caller's answer and the meetup's new counts, as every RSVP command answers. */
export async function rsvpResult(
  commands: CommandSender,
  meetupId: string,
  user: Caller['user'],
): Promise<RsvpResult> {
  const [rsvp, meetup] = await Promise.all([
    commands.ask(new GetRsvp(meetupId, user)),
    commands.ask(new GetMeetup({ _id: meetupId }, user)),
  ]);
  return { rsvp, meetup };
}

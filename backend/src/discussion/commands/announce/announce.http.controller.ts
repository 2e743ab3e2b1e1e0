import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  announceRequest,
  type AnnounceRequest,
} from '../../../contracts/requests/discussion.request.js';
import type { DiscussionPostResponse } from '../../../contracts/discussion.js';
import { GetDiscussionMessage } from '../../queries/get-thread/get-thread.query.js';
import { AnnounceToMeetup } from './announce.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class AnnounceToMeetupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** The meetup's organizers tell everyone going and waitlisted, pinned atop the thread. */
  @Post(':id/announcements')
  @HttpCode(201)
  announce(
    @Param('id') meetupId: string,
    @Body({ schema: announceRequest }) body: AnnounceRequest,
    @SignedIn() caller: Caller,
  ): Promise<DiscussionPostResponse> {
    return this.commands.sendThenAsk(
      new AnnounceToMeetup(meetupId, caller.user, body.text, body.wholeSeries, caller.context),
      ({ postId }) => new GetDiscussionMessage(postId, null, caller.user),
    ) as Promise<DiscussionPostResponse>;
  }
}

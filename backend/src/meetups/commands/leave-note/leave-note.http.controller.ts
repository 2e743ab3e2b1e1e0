import { Body, Controller, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  leaveNoteRequest,
  type LeaveNoteRequest,
} from '../../../contracts/requests/meetup-day.request.js';
import type { MeetupNote } from '../../../contracts/meetup-day.js';
import { GetMyNote } from '../../queries/meetup-notes/my-note.query.js';
import { LeaveNote } from './leave-note.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class LeaveNoteController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** A second note replaces the first; answers the caller's note as kept. */
  @Put(':id/note')
  @HttpCode(200)
  leave(
    @Param('id') meetupId: string,
    @Body({ schema: leaveNoteRequest }) body: LeaveNoteRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<MeetupNote | null> {
    return this.commands.sendThenAsk(
      new LeaveNote(meetupId, user, body.note, body.playedWellWith, context),
      () => new GetMyNote(meetupId, user),
    );
  }
}

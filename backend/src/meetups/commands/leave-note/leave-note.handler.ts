import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { dayCaller } from '../day-caller.js';
import { LeaveNote } from './leave-note.command.js';

@CommandHandler(LeaveNote)
export class LeaveNoteHandler implements ICommandHandler<LeaveNote> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, user, note, playedWellWith, context }: LeaveNote) {
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: 'LeaveNote' as const,
        meetupId,
        userId: user.id,
        note,
        playedWellWith,
        caller: await dayCaller(this.aggregates, meetup, user),
        now: context.now,
      }),
    });
  }
}

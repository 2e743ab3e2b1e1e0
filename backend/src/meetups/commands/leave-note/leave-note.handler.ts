import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { decideDay } from '../day-caller.js';
import { LeaveNote } from './leave-note.command.js';

@CommandHandler(LeaveNote)
export class LeaveNoteHandler implements ICommandHandler<LeaveNote> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: LeaveNote) {
    const { meetupId, user, note, playedWellWith, context } = command;
    return decideDay(this.aggregates, command, (caller) => ({
      type: 'LeaveNote',
      meetupId,
      userId: user.id,
      note,
      playedWellWith,
      caller,
      now: context.now,
    }));
  }
}

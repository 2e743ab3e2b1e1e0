import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { decideDay } from '../day-caller.js';
import { SetDayStatus } from './set-day-status.command.js';

@CommandHandler(SetDayStatus)
export class SetDayStatusHandler implements ICommandHandler<SetDayStatus> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: SetDayStatus) {
    const { meetupId, user, status, lateMinutes, context } = command;
    return decideDay(this.aggregates, command, (caller) => ({
      type: 'SetDayStatus',
      meetupId,
      userId: user.id,
      status,
      lateMinutes,
      caller,
      now: context.now,
    }));
  }
}

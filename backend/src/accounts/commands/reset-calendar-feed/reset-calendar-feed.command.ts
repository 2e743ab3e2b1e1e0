import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** "Reset my calendar link": the calendar feed URL given out so far stops working. */
export class ResetCalendarFeed extends Command<Appended> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

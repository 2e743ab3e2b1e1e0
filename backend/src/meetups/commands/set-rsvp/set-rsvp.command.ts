import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { RsvpStatus } from '../../../contracts/meetups.js';

/** Answers a meetup (`status`), or takes the answer back (`status: null`). */
export class SetRsvp extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly userId: string,
    readonly status: RsvpStatus | null,
    readonly dogIds: string[],
    readonly context: CommandContext,
    /** Minutes after the start; undefined keeps the slot already picked. */
    readonly arrivalSlot?: number | null,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Other dogs, or another arrival slot, on the caller's answer to a meetup. */
export class ChangeRsvpDogs extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly userId: string,
    readonly dogIds: string[],
    /** Minutes after the start; undefined keeps the slot already picked. */
    readonly arrivalSlot: number | null | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}

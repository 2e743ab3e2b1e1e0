import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** The owner (`by`) hands the group to a co-organizer and becomes a co-organizer. */
export class TransferGroup extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly toUserId: string,
    readonly by: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

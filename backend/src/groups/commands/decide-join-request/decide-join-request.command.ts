import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An organizer (`by`) approves or declines `userId`'s request to join. */
export class DecideJoinRequest extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly userId: string,
    readonly by: string,
    readonly approve: boolean,
    readonly message: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

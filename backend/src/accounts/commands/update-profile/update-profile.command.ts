import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { ProfileChanges } from '../../../contracts/events/user.events.js';

export class UpdateProfile extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}

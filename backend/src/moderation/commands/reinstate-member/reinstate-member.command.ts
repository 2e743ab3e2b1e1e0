import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An administrator ends a member's suspension early, saying why. */
export class ReinstateMember extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly by: string,
    readonly byAdmin: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export class RemoveMember extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly userId: string,
    readonly by: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

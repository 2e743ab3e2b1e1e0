import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export class WithdrawJoinRequest extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

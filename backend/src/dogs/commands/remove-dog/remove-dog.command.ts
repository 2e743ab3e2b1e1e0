import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export class RemoveDog extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly ownerId: string,
    readonly dogId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

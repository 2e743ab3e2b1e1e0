import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An owner lets others tag their dogs in photos, or not. */
export class SetDogTagging extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly allowed: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Block (`block` true) or unblock a member. */
export class BlockMember extends Command<{ blocked: boolean; position: GlobalPosition | null }> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
    readonly block: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { InboxCommand } from '../../domain/notification-inbox.decider.js';

/** Marks notifications read or sets a preference; the route gathered the facts it names. */
export class UpdateInbox extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly command: InboxCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

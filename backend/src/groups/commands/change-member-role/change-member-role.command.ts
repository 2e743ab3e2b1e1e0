import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** The owner (`by`) appoints a member co-organizer, or makes a co-organizer a member again. */
export class ChangeMemberRole extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly userId: string,
    readonly by: string,
    readonly role: 'co-organizer' | 'member',
    readonly context: CommandContext,
  ) {
    super();
  }
}

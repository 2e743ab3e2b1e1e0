import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { EntryRules } from '../../../contracts/entry-rules.js';

/** An organizer (`by`) replaces the group's entry rules; members already in stay in. */
export class ChangeGroupRules extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly by: string,
    readonly rules: EntryRules,
    readonly context: CommandContext,
  ) {
    super();
  }
}

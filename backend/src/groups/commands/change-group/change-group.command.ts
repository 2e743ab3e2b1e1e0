import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { ChangeGroupRequest } from '../../../contracts/requests/group-management.request.js';

/** An organizer (`by`) edits the group's details and kind. */
export class ChangeGroup extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly by: string,
    readonly changes: ChangeGroupRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { CreateGroupRequest } from '../../../contracts/requests/create-group.request.js';

export class CreateGroup extends Command<{ groupId: string; position: GlobalPosition | null }> {
  constructor(
    readonly creatorId: string,
    readonly group: CreateGroupRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { CreateInviteRequest } from '../../../contracts/requests/group-management.request.js';

export class CreateInviteLink extends Command<{
  inviteId: string;
  position: GlobalPosition | null;
}> {
  constructor(
    readonly groupId: string,
    readonly by: string,
    readonly request: CreateInviteRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

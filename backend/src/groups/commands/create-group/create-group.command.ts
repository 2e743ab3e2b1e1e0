import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { CreateGroupRequest } from '../../../contracts/requests/create-group.request.js';

/** Activities and level may be left out by callers other than the HTTP route (seeds, benches). */
export type NewGroup = Omit<CreateGroupRequest, 'activities' | 'level'> &
  Partial<Pick<CreateGroupRequest, 'activities' | 'level'>>;

export class CreateGroup extends Command<{ groupId: string; position: GlobalPosition | null }> {
  constructor(
    readonly creatorId: string,
    readonly group: NewGroup,
    readonly context: CommandContext,
  ) {
    super();
  }
}

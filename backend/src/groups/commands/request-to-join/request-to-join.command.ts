import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { JoinRequestRequest } from '../../../contracts/requests/group-management.request.js';

/** `joined`: a public group needs no decision, the request is the join. */
export class RequestToJoin extends Command<{ joined: boolean; position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly userId: string,
    readonly request: JoinRequestRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

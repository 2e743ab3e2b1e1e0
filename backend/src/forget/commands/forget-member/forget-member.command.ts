import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An administrator records that a member must be forgotten (docs/operations.md "Forgetting a member"). */
export class ForgetMember extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly forgottenBy: string,
    readonly context: CommandContext,
    /** Objects the read models know as theirs (post images), deleted with their photos. */
    readonly objectKeys: readonly string[] = [],
  ) {
    super();
  }
}

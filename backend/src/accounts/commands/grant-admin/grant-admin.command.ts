import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export interface GrantAdminResult {
  userId: string;
  /** False when the account already was an administrator (nothing was appended). */
  granted: boolean;
  position: GlobalPosition | null;
}

/**
 * Makes the account registered with `email` an administrator. `grantedBy`
 * records who did it ('cli' for `npm run admin:grant`, or an admin's user id).
 */
export class GrantAdmin extends Command<GrantAdminResult> {
  constructor(
    readonly email: string,
    readonly grantedBy: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

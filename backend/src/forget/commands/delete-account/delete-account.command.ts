import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AccountFootprint } from '../../queries/account-footprint/account-footprint.query.js';

/** The member deletes their own account (their password already confirmed). */
export class DeleteAccount extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly footprint: AccountFootprint,
    readonly context: CommandContext,
  ) {
    super();
  }
}

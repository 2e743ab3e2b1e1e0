import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An organizer records whether an owner going came: checked in, or (after the end) a no-show. */
export class RecordAttendance extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly attendeeId: string,
    readonly outcome: 'check-in' | 'no-show',
    readonly context: CommandContext,
  ) {
    super();
  }
}

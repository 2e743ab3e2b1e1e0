import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { DayStatus } from '../../../contracts/meetup-day.js';

/** An attendee says where they are on the day. */
export class SetDayStatus extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly status: DayStatus,
    readonly lateMinutes: number | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** The three ways an organizer records who came. */
export type AttendanceOutcome = 'check-in' | 'undo-check-in' | 'no-show';

/**
 * An organizer records whether an owner going came: checked in, or (after the end) a no-show;
 * a check-in tapped by mistake is undone on the day.
 */
export class RecordAttendance extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly attendeeId: string,
    readonly outcome: AttendanceOutcome,
    readonly context: CommandContext,
  ) {
    super();
  }
}

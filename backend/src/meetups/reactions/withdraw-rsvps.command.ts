import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../event-store/event-store.port.js';
import type { CommandContext } from '../../shared/command-context.js';

/**
 * Someone left a group or was removed from it: their RSVPs to the group's
 * upcoming meetups are withdrawn at once, and each meetup's waitlist moves up
 * into the places they free. Sent by the handler that appended GroupLeft or
 * GroupMemberRemoved, before it answers, with `departedAt` the position of
 * that event. Answers the position of the last withdrawal (`departedAt` when
 * there was none), for the caller's read-your-writes wait.
 */
export class WithdrawRsvpsOfDepartedMember extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly userId: string,
    readonly departedAt: GlobalPosition | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

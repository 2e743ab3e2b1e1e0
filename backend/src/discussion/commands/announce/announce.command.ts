import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/**
 * Post an announcement to a meetup, or to every upcoming occurrence of its
 * series (`wholeSeries`). `postId` is given when the announcement must be
 * made once only (a reaction to a change of the meetup names it after the change).
 */
export class AnnounceToMeetup extends Command<{ postId: string; position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly text: string,
    readonly wholeSeries: boolean,
    readonly context: CommandContext,
    readonly postId: string | null = null,
    readonly cause: 'written' | 'meetup-changed' = 'written',
  ) {
    super();
  }
}

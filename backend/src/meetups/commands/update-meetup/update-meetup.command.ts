import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { UpdateMeetupRequest } from '../../../contracts/requests/schedule-meetup.request.js';

export class UpdateMeetup extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly changes: UpdateMeetupRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class CancelMeetup extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly reason: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

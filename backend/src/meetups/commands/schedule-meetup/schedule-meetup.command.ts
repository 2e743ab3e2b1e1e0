import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { ScheduleMeetupRequest } from '../../../contracts/requests/schedule-meetup.request.js';

export class ScheduleMeetup extends Command<{ meetupId: string; position: GlobalPosition | null }> {
  constructor(
    readonly organizerId: string,
    readonly meetup: ScheduleMeetupRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

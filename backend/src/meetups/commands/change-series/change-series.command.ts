import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { SeriesChanges } from '../../../contracts/events/meetup-series.events.js';

type Appended = { position: GlobalPosition | null };

/** This occurrence and all following change; those already scheduled are updated. */
export class ChangeSeries extends Command<Appended> {
  constructor(
    readonly seriesId: string,
    readonly user: AuthenticatedUser,
    readonly fromDate: string,
    readonly changes: SeriesChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** No more occurrences: the upcoming ones are cancelled (their RSVPs kept). */
export class EndSeries extends Command<Appended> {
  constructor(
    readonly seriesId: string,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { ScheduleSeriesRequest } from '../../../contracts/requests/meetup-series.request.js';

/** A group organizer schedules a recurring meetup; its first occurrences are scheduled with it. */
export class ScheduleSeries extends Command<{ seriesId: string; position: GlobalPosition | null }> {
  constructor(
    readonly organizerId: string,
    readonly series: ScheduleSeriesRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Activity } from '../../../contracts/activities.js';
import type { DemandReason } from '../../../contracts/events/demand.events.js';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** What an owner looked for near a city and did not find (sent by the routes that notice it). */
export interface DemandSignal {
  city: string;
  state: string;
  activity: Activity | null;
  reason: DemandReason;
}

/** Records a signed-in owner's unmet demand; a second one the same week appends nothing. */
export class RecordDemand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly signal: DemandSignal,
    readonly context: CommandContext,
  ) {
    super();
  }
}

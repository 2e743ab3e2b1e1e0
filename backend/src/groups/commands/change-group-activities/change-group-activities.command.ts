import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { Activity, SkillLevel } from '../../../contracts/activities.js';

/** An organizer (`by`) sets what the group does and for whom; its meetups narrow from there. */
export class ChangeGroupActivities extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly by: string,
    readonly activities: Activity[],
    readonly level: SkillLevel,
    readonly context: CommandContext,
  ) {
    super();
  }
}

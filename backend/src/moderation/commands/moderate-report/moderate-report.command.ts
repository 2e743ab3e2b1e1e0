import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export type ModerationStep =
  | { action: 'dismiss' }
  | { action: 'hide' }
  /** `days` null: for good. */
  | { action: 'suspend'; days: number | null };

/** An administrator's answer to a report: dismiss it, hide what it reports, or suspend its subject. */
export class ModerateReport extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly reportId: string,
    readonly by: string,
    readonly byAdmin: boolean,
    readonly step: ModerationStep,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

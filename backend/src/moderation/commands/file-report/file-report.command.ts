import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { FileReportRequest } from '../../../contracts/requests/moderation.request.js';

export class FileReport extends Command<{ reportId: string; position: GlobalPosition | null }> {
  constructor(
    readonly reporterId: string,
    readonly report: FileReportRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

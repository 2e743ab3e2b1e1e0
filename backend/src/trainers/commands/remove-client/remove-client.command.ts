import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

export class RemoveClient extends Command<Appended> {
  constructor(
    readonly trainerId: string,
    readonly clientId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

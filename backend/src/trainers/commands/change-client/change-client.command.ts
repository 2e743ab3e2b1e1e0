import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { ChangeClientRequest } from '../../../contracts/requests/trainer-clients.request.js';

export class ChangeClient extends Command<Appended> {
  constructor(
    readonly trainerId: string,
    readonly clientId: string,
    readonly changes: ChangeClientRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AddClientRequest } from '../../../contracts/requests/trainer-clients.request.js';

export class AddClient extends Command<Appended & { clientId: string }> {
  constructor(
    readonly trainerId: string,
    readonly client: AddClientRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { RegisterUserRequest } from '../../../contracts/requests/register-user.request.js';

export class RegisterUser extends Command<{ userId: string; position: GlobalPosition | null }> {
  constructor(
    readonly registration: RegisterUserRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

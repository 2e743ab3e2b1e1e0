import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { RemoveClient } from './remove-client.command.js';

@Controller('api/trainer/clients')
@UseGuards(RequireUser)
export class RemoveClientController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Removes one of the caller's client records (meetups they came to keep their count). */
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') clientId: string, @SignedIn() caller: Caller): Promise<void> {
    await this.commands.send(new RemoveClient(caller.user.id, clientId, caller.context));
  }
}

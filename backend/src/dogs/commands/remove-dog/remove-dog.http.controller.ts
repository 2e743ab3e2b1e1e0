import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { RemoveDog } from './remove-dog.command.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class RemoveDogController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Delete(':id')
  @HttpCode(204)
  async removeDog(@Param('id') dogId: string, @SignedIn() caller: Caller): Promise<void> {
    await this.commands.send(new RemoveDog(caller.user.id, dogId, caller.context));
  }
}

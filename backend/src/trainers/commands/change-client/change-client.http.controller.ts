import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  changeClientRequest,
  type ChangeClientRequest,
} from '../../../contracts/requests/trainer-clients.request.js';
import type { ClientRecordResponse } from '../../../contracts/trainers.js';
import { GetClient } from '../../queries/list-clients/list-clients.query.js';
import { ChangeClient } from './change-client.command.js';

@Controller('api/trainer/clients')
@UseGuards(RequireUser)
export class ChangeClientController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Saves the changed fields of one of the caller's client records; answers with it. */
  @Put(':id')
  change(
    @Param('id') clientId: string,
    @Body({ schema: changeClientRequest }) body: ChangeClientRequest,
    @SignedIn() caller: Caller,
  ): Promise<ClientRecordResponse> {
    return this.commands.sendThenAsk(
      new ChangeClient(caller.user.id, clientId, body, caller.context),
      () => new GetClient(caller.user.id, clientId),
    );
  }
}

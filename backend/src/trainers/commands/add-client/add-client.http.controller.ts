import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  addClientRequest,
  type AddClientRequest,
} from '../../../contracts/requests/trainer-clients.request.js';
import type { ClientRecordResponse } from '../../../contracts/trainers.js';
import { GetClient } from '../../queries/list-clients/list-clients.query.js';
import { AddClient } from './add-client.command.js';

@Controller('api/trainer/clients')
@UseGuards(RequireUser)
export class AddClientController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** A trainer adds a client record; answers with it. */
  @Post()
  @HttpCode(201)
  add(
    @Body({ schema: addClientRequest }) body: AddClientRequest,
    @SignedIn() caller: Caller,
  ): Promise<ClientRecordResponse> {
    return this.commands.sendThenAsk(
      new AddClient(caller.user.id, body, caller.context),
      ({ clientId }) => new GetClient(caller.user.id, clientId),
    );
  }
}

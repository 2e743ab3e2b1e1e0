import { Body, Controller, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import type { DogPlaymatesResponse } from '../../../contracts/playmates.js';
import {
  playmatesSettingRequest,
  type PlaymatesSettingRequest,
} from '../../../contracts/requests/playmates.request.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { GetDogPlaymates } from '../../queries/dog-playmates/dog-playmates.query.js';
import { SetPlaymates } from './set-playmates.command.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class SetPlaymatesController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the dog's playmates as they are now (none while off). */
  @Put(':id/playmates-setting')
  @HttpCode(200)
  set(
    @Param('id') dogId: string,
    @Body({ schema: playmatesSettingRequest }) body: PlaymatesSettingRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<DogPlaymatesResponse> {
    return this.commands.sendThenAsk(
      new SetPlaymates(user, dogId, body.enabled, context),
      () => new GetDogPlaymates(dogId, user),
    );
  }
}

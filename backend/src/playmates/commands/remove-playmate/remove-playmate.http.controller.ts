import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import type { DogPlaymatesResponse } from '../../../contracts/playmates.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { GetDogPlaymates } from '../../queries/dog-playmates/dog-playmates.query.js';
import { RemovePlaymate } from './remove-playmate.command.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class RemovePlaymateController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the dog's playmates as they are now, without the one removed. */
  @Delete(':id/playmates/:otherDogId')
  @HttpCode(200)
  remove(
    @Param('id') dogId: string,
    @Param('otherDogId') otherDogId: string,
    @SignedIn() { user, context }: Caller,
  ): Promise<DogPlaymatesResponse> {
    return this.commands.sendThenAsk(
      new RemovePlaymate(user, dogId, otherDogId, context),
      () => new GetDogPlaymates(dogId, user),
    );
  }
}

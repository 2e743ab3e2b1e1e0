import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { notFound } from '../../../shared/errors.js';
import {
  updateDogRequest,
  type UpdateDogRequest,
} from '../../../contracts/requests/dog.request.js';
import { ListDogs } from '../../queries/list-dogs/list-dogs.query.js';
import { GetSizeLimitedAnswers } from '../../queries/size-limited-answers/size-limited-answers.query.js';
import { UpdateDog } from './update-dog.command.js';
import type { DogResponse } from '../../../contracts/dogs.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class UpdateDogController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Saves the changed fields; answers with the updated dog. */
  @Put(':id')
  async updateDog(
    @Param('id') dogId: string,
    @Body({ schema: updateDogRequest }) body: UpdateDogRequest,
    @SignedIn() caller: Caller,
  ): Promise<DogResponse> {
    const ownerId = caller.user.id;
    // Asked only when the size may change: the decider holds it while a size-limited meetup counts the dog.
    const sizeLimitedAnswers =
      body.sizeClass === undefined
        ? []
        : await this.commands.ask(new GetSizeLimitedAnswers(ownerId, dogId, caller.context.now));
    await this.commands.send(
      new UpdateDog(ownerId, dogId, body, caller.context, sizeLimitedAnswers),
    );
    const pack: DogResponse[] = await this.commands.ask(new ListDogs(ownerId));
    const dog = pack.find((candidate) => candidate.id === dogId);
    if (!dog) throw notFound('DOGS.NOT_FOUND', 'Dog not found');
    return dog;
  }
}

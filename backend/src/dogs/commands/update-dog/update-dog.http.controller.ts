import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { notFound } from '../../../shared/errors.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import {
  updateDogRequest,
  type UpdateDogRequest,
} from '../../../contracts/requests/dog.request.js';
import { ListDogs } from '../../queries/list-dogs/list-dogs.query.js';
import { UpdateDog } from './update-dog.command.js';
import type { DogResponse } from '../../../contracts/dogs.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class UpdateDogController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  /** Saves the changed fields; answers with the updated dog. */
  @Put(':id')
  async updateDog(
    @Param('id') dogId: string,
    @Body({ schema: updateDogRequest }) body: UpdateDogRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<DogResponse> {
    const { position } = await this.commandBus.execute(
      new UpdateDog(user.id, dogId, body, context),
    );
    await this.readModels.waitFor(position);
    const pack: DogResponse[] = await this.queryBus.execute(new ListDogs(user.id));
    const dog = pack.find((candidate) => candidate.id === dogId);
    if (!dog) throw notFound('DOGS.NOT_FOUND', 'Dog not found');
    return dog;
  }
}

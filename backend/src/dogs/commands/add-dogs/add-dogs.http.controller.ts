import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import {
  addDogRequest,
  addDogsRequest,
  type AddDogRequest,
  type AddDogsRequest,
} from '../../../contracts/requests/dog.request.js';
import { ListDogs } from '../../queries/list-dogs/list-dogs.query.js';
import { AddDogs } from './add-dogs.command.js';
import type { DogResponse } from '../../../contracts/dogs.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class AddDogsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  /** My Dogs' Add Dog dialog. */
  @Post()
  @HttpCode(201)
  async addDog(
    @Body({ schema: addDogRequest }) body: AddDogRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<DogResponse> {
    const [dog] = await this.add(user.id, [body], context);
    return dog!;
  }

  /** The dog-setup screen: several complete dogs at once, all stored or none. */
  @Post('bulk')
  @HttpCode(201)
  async addDogs(
    @Body({ schema: addDogsRequest }) body: AddDogsRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<DogResponse[]> {
    return this.add(user.id, body.dogs, context);
  }

  private async add(
    ownerId: string,
    dogs: AddDogRequest[],
    context: CommandContext,
  ): Promise<DogResponse[]> {
    const { dogIds, position } = await this.commandBus.execute(new AddDogs(ownerId, dogs, context));
    await this.readModels.waitFor(position);
    const pack: DogResponse[] = await this.queryBus.execute(new ListDogs(ownerId));
    return dogIds.map((id) => pack.find((dog) => dog.id === id)).filter((dog) => dog !== undefined);
  }
}

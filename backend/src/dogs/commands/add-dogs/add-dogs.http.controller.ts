import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
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
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** My Dogs' Add Dog dialog. */
  @Post()
  @HttpCode(201)
  async addDog(
    @Body({ schema: addDogRequest }) body: AddDogRequest,
    @SignedIn() caller: Caller,
  ): Promise<DogResponse> {
    const [dog] = await this.add(caller, [body]);
    return dog!;
  }

  /** The dog-setup screen: several complete dogs at once, all stored or none. */
  @Post('bulk')
  @HttpCode(201)
  async addDogs(
    @Body({ schema: addDogsRequest }) body: AddDogsRequest,
    @SignedIn() caller: Caller,
  ): Promise<DogResponse[]> {
    return this.add(caller, body.dogs);
  }

  private async add({ user, context }: Caller, dogs: AddDogRequest[]): Promise<DogResponse[]> {
    const { dogIds } = await this.commands.send(new AddDogs(user.id, dogs, context));
    const pack: DogResponse[] = await this.commands.ask(new ListDogs(user.id));
    return dogIds.map((id) => pack.find((dog) => dog.id === id)).filter((dog) => dog !== undefined);
  }
}

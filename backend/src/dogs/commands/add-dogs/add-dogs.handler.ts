import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { dogsDecider, dogsStream, type NewDog } from '../../domain/dogs.decider.js';
import { AddDogs } from './add-dogs.command.js';

@CommandHandler(AddDogs)
export class AddDogsHandler implements ICommandHandler<AddDogs> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, dogs, context }: AddDogs) {
    const newDogs: NewDog[] = dogs.map((dog) => ({
      dogId: this.ids.newId(),
      name: dog.name,
      breed: dog.breed ?? null,
      age: dog.age ?? null,
      description: dog.description ?? null,
      profilePicture: dog.profilePicture ?? null,
      trainingLevel: dog.trainingLevel ?? 'none',
      trainingWarnings: dog.trainingWarnings ?? [],
      specialNeeds: dog.specialNeeds ?? null,
      bio: dog.bio ?? null,
    }));
    // One append to the owner's stream: the whole setup is stored, or nothing is.
    const { position } = await handleCommand({
      store: this.store,
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'AddDogs', ownerId, dogs: newDogs },
    });
    return { dogIds: newDogs.map((dog) => dog.dogId), position };
  }
}

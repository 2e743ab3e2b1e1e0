import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { dogsDecider, dogsStream, type NewDog } from '../../domain/dogs.decider.js';
import { AddDogs } from './add-dogs.command.js';

@CommandHandler(AddDogs)
export class AddDogsHandler implements ICommandHandler<AddDogs> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
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
      sizeClass: dog.sizeClass ?? null,
      vaccinations: dog.vaccinations ?? [],
      spayedNeutered: dog.spayedNeutered ?? null,
      needsSpace: dog.needsSpace ?? false,
    }));
    // One append to the owner's stream: the whole setup is stored, or nothing is.
    const { position } = await this.aggregates.handle({
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'AddDogs', ownerId, dogs: newDogs },
    });
    return { dogIds: newDogs.map((dog) => dog.dogId), position };
  }
}

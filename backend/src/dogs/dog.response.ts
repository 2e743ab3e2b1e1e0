import type { DogDocument } from '../contracts/read-models.js';
import type { DogResponse } from '../contracts/dogs.js';

export function toDogResponse(dog: DogDocument): DogResponse {
  return {
    id: dog._id,
    ownerId: dog.ownerId,
    name: dog.name,
    breed: dog.breed,
    age: dog.age,
    description: dog.description,
    profilePicture: dog.profilePicture,
    trainingLevel: dog.trainingLevel,
    trainingWarnings: [...dog.trainingWarnings],
    specialNeeds: dog.specialNeeds,
    bio: dog.bio,
    // Documents of dogs added before these fields existed lack them.
    sizeClass: dog.sizeClass ?? null,
    vaccinations: (dog.vaccinations ?? []).map((record) => ({ ...record })),
    spayedNeutered: dog.spayedNeutered ?? null,
    needsSpace: dog.needsSpace ?? false,
    createdAt: dog.createdAt,
    updatedAt: dog.updatedAt,
  };
}

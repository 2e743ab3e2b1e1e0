import type { DogDocument } from '../contracts/read-models.js';

/** A dog as the API returns it (spec section 3, plus specialNeeds and bio). */
export interface DogResponse {
  id: string;
  ownerId: string;
  name: string;
  breed: string | null;
  age: 'puppy' | 'young' | 'adult' | 'senior' | null;
  description: string | null;
  profilePicture: string | null;
  trainingLevel: 'none' | 'basic' | 'intermediate' | 'advanced' | 'service';
  trainingWarnings: ('reactive' | 'aggressive' | 'anxious' | 'fearful' | 'overstimulated')[];
  specialNeeds: string | null;
  bio: string | null;
  createdAt: string;
  updatedAt: string;
}

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
    createdAt: dog.createdAt,
    updatedAt: dog.updatedAt,
  };
}

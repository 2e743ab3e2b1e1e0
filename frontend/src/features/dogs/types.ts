export type DogAge = 'puppy' | 'young' | 'adult' | 'senior';
export type TrainingLevel = 'none' | 'basic' | 'intermediate' | 'advanced' | 'service';
export type TrainingWarning = 'reactive' | 'aggressive' | 'anxious' | 'fearful' | 'overstimulated';

/** A dog profile as the API returns it. `profilePicture` is an `/objects/...` path. */
export interface Dog {
  id: string;
  ownerId: string;
  name: string;
  breed: string | null;
  age: DogAge | null;
  description: string | null;
  profilePicture: string | null;
  trainingLevel: TrainingLevel;
  trainingWarnings: TrainingWarning[];
  specialNeeds: string | null;
  bio: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/dogs and PUT /api/dogs/{id}. */
export interface DogInput {
  name: string;
  breed?: string | null;
  age?: DogAge | null;
  description?: string | null;
  profilePicture?: string | null;
  trainingLevel?: TrainingLevel;
  trainingWarnings?: TrainingWarning[];
  specialNeeds?: string | null;
  bio?: string | null;
}

/** One entry of POST /api/dogs/bulk. */
export interface BulkDogInput {
  name: string;
  breed: string;
  age: DogAge;
  trainingLevel: TrainingLevel;
  specialNeeds?: string;
  profilePicture?: string;
}

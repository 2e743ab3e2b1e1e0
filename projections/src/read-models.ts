import type { Document } from './store/document-store.port.js';

/**
 * The public shapes of the read models: what queries read and what the
 * frontend may import types from. Every document also carries `_position`,
 * the runner's idempotency stamp, which queries never return.
 */

export interface UserDocument extends Document {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  city: string;
  state: string;
  isTrainer: boolean;
  trainerBio: string | null;
  isAdmin: boolean;
  profilePicture: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Keyed by normalized email; only the login query reads it. */
export interface CredentialsDocument extends Document {
  _id: string;
  userId: string;
  passwordHash: string;
}

export const USERS = 'users';
export const USER_CREDENTIALS = 'user_credentials';

export interface DogDocument extends Document {
  _id: string;
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

export const DOGS = 'dogs';

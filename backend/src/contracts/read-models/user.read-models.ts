/** Who people are: their accounts, sign-in credentials and dogs. */
import type { DogFields } from '../dogs.js';
import type { CollectionName, Document } from './document.js';

export interface UserDocument extends Document {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  isTrainer: boolean;
  trainerBio: string | null;
  isAdmin: boolean;
  profilePicture: string | null;
  createdAt: string;
  updatedAt: string;
  /** Accounts from before verification existed count as verified. */
  emailVerified: boolean;
  /** The address the latest verification link went to (the own one, or a new one not yet in effect). */
  pendingEmail: string | null;
  /** Tokens carrying an older version no longer sign anyone in. */
  tokenVersion: number;
  /**
   * The calendar feed URL is signed with this: raised with `tokenVersion`, by
   * "reset my calendar link" and by a suspension, so older feed URLs answer 404.
   */
  calendarFeedVersion: number;
  /** When the member deleted their account or was forgotten; the profile then reads "Former member". */
  forgottenAt?: string;
}

/** Keyed by normalized email; only the login query reads it. */
export interface CredentialsDocument extends Document {
  _id: string;
  userId: string;
  passwordHash: string;
  /** The version a new token gets (the user's `tokenVersion`). */
  tokenVersion: number;
}

export const USERS = 'users' as CollectionName<UserDocument>;
export const USER_CREDENTIALS = 'user_credentials' as CollectionName<CredentialsDocument>;

/** The entry-rule facts a dog gained later: a document written before them may lack them. */
type LaterDogFields = 'sizeClass' | 'vaccinations' | 'spayedNeutered' | 'needsSpace';

export interface DogDocument
  extends Document, Omit<DogFields, LaterDogFields>, Partial<Pick<DogFields, LaterDogFields>> {
  _id: string;
}

export const DOGS = 'dogs' as CollectionName<DogDocument>;

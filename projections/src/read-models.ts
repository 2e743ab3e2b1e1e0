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
  latitude: number | null;
  longitude: number | null;
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

export interface GroupDocument extends Document {
  _id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  coverImage: string | null;
  isPrivate: boolean;
  creatorId: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `_id` is `<groupId>:<userId>`. */
export interface GroupMemberDocument extends Document {
  _id: string;
  groupId: string;
  userId: string;
  role: 'owner' | 'member';
  joinedAt: string;
}

/** How distances name the city they are measured from: case-insensitive city, state code. */
export const distanceOriginKey = (city: string, state: string) =>
  `${city.trim().toLowerCase()}|${state.trim().toUpperCase()}`;

/** Great-circle distance from a city where members live (or groups meet) to a group. `_id` is `<groupId>|<distanceOriginKey>`. */
export interface GroupDistanceDocument extends Document {
  _id: string;
  groupId: string;
  fromCity: string;
  fromState: string;
  distanceMiles: number;
  driveTimeMinutes: number;
  calculatedAt: string;
}

export interface PostDocument extends Document {
  _id: string;
  groupId: string;
  authorId: string;
  content: string;
  imageUrl: string | null;
  likeCount: number;
  commentCount: number;
  likedBy: string[];
  createdAt: string;
  updatedAt: string;
}

export interface CommentDocument extends Document {
  _id: string;
  postId: string;
  groupId: string;
  authorId: string;
  content: string;
  createdAt: string;
}

export const GROUPS = 'groups';
export const GROUP_MEMBERS = 'group_members';
export const GROUP_DISTANCES = 'group_distances';
export const POSTS = 'posts';
export const COMMENTS = 'comments';

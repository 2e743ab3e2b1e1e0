import type { UserDocument } from '../contracts/read-models.js';

/** GET/PUT /api/profile answer with this: the spec's profile fields plus the user's id. */
export interface ProfileResponse {
  id: string;
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
}

export function toProfileResponse(user: UserDocument): ProfileResponse {
  return {
    id: user._id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    city: user.city,
    state: user.state,
    isTrainer: user.isTrainer,
    trainerBio: user.trainerBio,
    isAdmin: user.isAdmin,
    profilePicture: user.profilePicture,
    createdAt: user.createdAt,
  };
}

/* The accounts part of the HTTP contract. */

/** POST /api/auth/register and /api/auth/login. */
export interface AuthResponse {
  token: string;
}

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

/** What other members may see of a person: no email, no username-independent contact details. */
export interface PublicPerson {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  city: string;
  state: string;
  profilePicture: string | null;
}

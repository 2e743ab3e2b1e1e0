/** GET /api/profile. */
export interface Profile {
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

/** PUT /api/profile: every field optional; username, email and password are not editable. */
export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  bio?: string;
  city?: string;
  state?: string;
  isTrainer?: boolean;
  trainerBio?: string;
  profilePicture?: string;
}

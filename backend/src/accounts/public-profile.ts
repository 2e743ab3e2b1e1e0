import type { UserDocument } from '../contracts/read-models.js';
import type { PublicPerson } from '../contracts/accounts.js';

export function toPublicPerson(user: UserDocument): PublicPerson {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    city: user.city,
    state: user.state,
    profilePicture: user.profilePicture,
  };
}

/** "Maya L.": friendly, and does not put full names on public lists. */
export function displayName(user: Pick<UserDocument, 'firstName' | 'lastName'>): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName} ${initial}.` : user.firstName;
}

/** The username their trainer page is under (/trainers/{username}), for trainers only. */
export function trainerUsername(user: Pick<UserDocument, 'isTrainer' | 'username'> | undefined) {
  return user?.isTrainer ? user.username : null;
}

/** The fields the two helpers above need, for `find(..., { projection })`. */
export const PUBLIC_PERSON_FIELDS = {
  firstName: 1,
  lastName: 1,
  username: 1,
  city: 1,
  state: 1,
  profilePicture: 1,
} as const;

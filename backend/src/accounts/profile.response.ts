import type { UserDocument } from '../contracts/read-models.js';
import type { ProfileResponse } from '../contracts/accounts.js';

/** `emailVerificationRequired`: the server's configuration (email on), see config.ts `verifiesEmails`. */
export function toProfileResponse(
  user: UserDocument,
  emailVerificationRequired: boolean,
): ProfileResponse {
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
    emailVerified: user.emailVerified ?? true,
    emailVerificationRequired,
    // The latest link's address is news only when it is not the account's own.
    pendingEmail: user.pendingEmail && user.pendingEmail !== user.email ? user.pendingEmail : null,
  };
}

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
  /** false until the account's email is verified. */
  emailVerified: boolean;
  /**
   * Whether this server verifies addresses: only with email on. When true and
   * `emailVerified` is false, creating groups, meetups and series waits for
   * the link; when false, nothing asks for one.
   */
  emailVerificationRequired: boolean;
  /** A new address waiting to be verified before it replaces `email`. */
  pendingEmail: string | null;
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

/** Account routes that answer with words only (reset, verify, resend). */
export interface AccountMessageResponse {
  message: string;
}

/** POST /api/auth/password-reset: the same answer whether or not the email has an account. */
export type PasswordResetRequestedResponse = AccountMessageResponse;

/**
 * The answer to POST /api/auth/password-reset with email off, for every email
 * alike: no link can be mailed, so an operator makes one (docs/operations.md).
 */
export const PASSWORD_RESET_BY_OPERATOR =
  'This server sends no email, so it cannot send you a link. Please ask the person who runs it for a password-reset link.';

/** The answer to POST /api/auth/password-reset, for every email alike. */
export const PASSWORD_RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for 30 minutes.';

/**
 * Why a group, meetup or series waits, where addresses are verified (email
 * on): the 403 `ACCOUNTS.EMAIL_NOT_VERIFIED`, and what the web app says up
 * front instead of letting the form be refused. `what`: 'create a group',
 * 'schedule a meetup', 'schedule meetups'.
 */
export const verifyEmailFirst = (what: string) =>
  `Please verify your email address before you ${what}. Use the link we emailed you, or send a new one with "Send the link again".`;

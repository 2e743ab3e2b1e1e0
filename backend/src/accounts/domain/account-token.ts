import { createHash, createHmac } from 'node:crypto';

/*
 * The tokens in account links (password reset, email verification):
 * `<userId>.<HMAC-SHA256(secret, purpose:userId:requestId)>`. The user id
 * tells the server whose stream to check; the MAC makes the token
 * unguessable. Deriving it from the request means nothing has to store it:
 * the log keeps its SHA-256 only, and the outbox sender derives the link
 * again when it sends the email (docs/adr/021-account-links-and-token-versions.md).
 */

export type AccountLinkPurpose = 'password-reset' | 'verify-email';

/** A reset link works this long: long enough to find the email, short enough to be of little use later. */
export const PASSWORD_RESET_VALID_MS = 30 * 60_000;
/** A verification link works two days: people do not always read their email at once. */
export const EMAIL_VERIFICATION_VALID_MS = 48 * 3_600_000;

export function accountToken(
  secret: string,
  purpose: AccountLinkPurpose,
  userId: string,
  requestId: string,
): string {
  const mac = createHmac('sha256', `account-link:${secret}`)
    .update(`${purpose}:${userId}:${requestId}`)
    .digest('base64url');
  return `${userId}.${mac}`;
}

/** What the log keeps of a token. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The user a token names, or null when it is not shaped like one of ours. */
export function userIdOfToken(token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,100})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? match[1]! : null;
}

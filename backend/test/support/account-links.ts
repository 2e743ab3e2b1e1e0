import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountToken, type AccountLinkPurpose } from '../../src/accounts/domain/account-token.js';

/*
 * Account links for tests whose subject is not email: the server's secret,
 * remembered per base URL when a test starts it, makes the same token the
 * emailed link carries, and the real endpoint is called with it.
 */

const secrets = new Map<string, string>();

export function rememberServerSecret(baseUrl: string, secret: string): void {
  secrets.set(baseUrl, secret);
}

/** The secret of a server started on `dataDir` without JWT_SECRET. */
export function rememberDataDirSecret(
  baseUrl: string,
  dataDir: string,
  env?: Record<string, string>,
) {
  const file = join(dataDir, 'jwt-secret');
  const secret = env?.JWT_SECRET ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
  if (secret) rememberServerSecret(baseUrl, secret);
}

/** The user id in one of our session tokens (its `sub`). */
export function userIdOf(sessionToken: string): string {
  const payload = JSON.parse(Buffer.from(sessionToken.split('.')[1]!, 'base64url').toString());
  return payload.sub as string;
}

export function linkToken(
  baseUrl: string,
  purpose: AccountLinkPurpose,
  userId: string,
  requestId: string,
): string {
  const secret = secrets.get(baseUrl);
  if (!secret)
    throw new Error(`no secret known for ${baseUrl}: start it with startTestApp or startServer`);
  return accountToken(secret, purpose, userId, requestId);
}

/** Verifies a new account's email through POST /api/auth/verify-email, as its sign-up link would. */
export async function verifyNewAccount(baseUrl: string, sessionToken: string): Promise<void> {
  const userId = userIdOf(sessionToken);
  // Sign-up's link is named by the account's own id (see RegisterUserHandler).
  const token = linkToken(baseUrl, 'verify-email', userId, userId);
  const response = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200)
    throw new Error(`verify-email failed: ${response.status} ${await response.text()}`);
}

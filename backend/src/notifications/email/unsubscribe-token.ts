import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../contracts/notifications.js';

/*
 * The one-click unsubscribe link's token: who and which kind, signed with the
 * server's secret (HMAC-SHA256), so it needs no sign-in and cannot be forged
 * for someone else. It does not expire: an old email's link still works.
 */

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = Buffer.from(`${userId}\n${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and kind a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split('\n');
  if (!userId || !NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  return { userId, kind: kind as NotificationKind };
}

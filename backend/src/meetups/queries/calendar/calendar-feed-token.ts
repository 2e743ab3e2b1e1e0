import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Calendar apps cannot send a bearer token, so a person's feed URL carries
 * its own credential: their id and an HMAC of it under a key derived from the
 * JWT secret. It grants one thing only: reading that person's meetup feed.
 */
export class CalendarFeedToken {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('calendar-feed').digest();
  }

  issue(userId: string): string {
    return `${userId}.${this.sign(userId)}`;
  }

  /** The user id the token was issued for, or null. */
  userIdFrom(token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const userId = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'hex');
    const expected = Buffer.from(this.sign(userId), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private sign(userId: string): string {
    return createHmac('sha256', this.key).update(userId).digest('hex').slice(0, 32);
  }
}

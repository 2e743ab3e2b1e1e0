import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Calendar apps cannot send a bearer token, so a person's feed URL carries
 * its own credential: their id and an HMAC of it and their calendar feed
 * version under a key derived from the JWT secret. It grants one thing only:
 * reading that person's meetup feed. The version (the users read model's
 * `calendarFeedVersion`) is not in the URL: raising it (sign out everywhere,
 * a new password, a suspension, "reset my calendar link") ends every URL
 * signed before.
 */
export class CalendarFeedToken {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('calendar-feed').digest();
  }

  issue(userId: string, version: number): string {
    return `${userId}.${this.sign(userId, version)}`;
  }

  /** The user id the token names, before its signature is checked against their version. */
  userIdOf(token: string): string | null {
    const dot = token.lastIndexOf('.');
    return dot <= 0 ? null : token.slice(0, dot);
  }

  /** Whether the token was issued for this user at this version. */
  verify(token: string, userId: string, version: number): boolean {
    if (this.userIdOf(token) !== userId) return false;
    const given = Buffer.from(token.slice(userId.length + 1), 'hex');
    const expected = Buffer.from(this.sign(userId, version), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(userId: string, version: number): string {
    // Version 0 signs the id alone, as feed URLs did before versions: those keep working until the first raise.
    const subject = version === 0 ? userId : `${userId}:${version}`;
    return createHmac('sha256', this.key).update(subject).digest('hex').slice(0, 32);
  }
}

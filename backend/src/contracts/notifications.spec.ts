import { describe, expect, it } from 'vitest';
import {
  REMINDER_LEAD_MS,
  dueHour,
  dueHoursUntil,
  wantsKind,
  withDefaults,
} from './notifications.js';
import { describeNotification } from './notification-wording.js';

describe('the hours a reminder pass asks for', () => {
  const now = new Date('2026-11-26T10:37:12.000Z');
  const hours = dueHoursUntil(now);

  it('spans from the longest lead before now to the current hour', () => {
    expect(hours).toHaveLength(25);
    expect(hours[0]).toBe('2026-11-25T10');
    expect(hours.at(-1)).toBe('2026-11-26T10');
  });

  it('holds the hour of every reminder whose meetup has not started yet', () => {
    for (const lead of Object.values(REMINDER_LEAD_MS)) {
      // The latest meetup still ahead starts just after now; the earliest moment is its reminder.
      const dueAt = new Date(now.getTime() + 1 - lead).toISOString();
      expect(hours).toContain(dueHour(dueAt));
    }
    expect(hours).toContain(dueHour(now.toISOString()));
  });
});

describe('per-kind defaults', () => {
  it('has every kind on for someone who never set it, but playmates going, which waits to be asked for', () => {
    const preferences = withDefaults(undefined);
    expect(preferences['meetup-scheduled']).toEqual({ inApp: true, email: true });
    expect(preferences['playmate-going']).toEqual({ inApp: false, email: false });
    expect(wantsKind(undefined, 'playmate-going')).toBe(false);
    expect(wantsKind({ 'playmate-going': { inApp: true } }, 'playmate-going')).toBe(true);
    expect(withDefaults({ 'playmate-going': { email: true } })['playmate-going']).toEqual({
      inApp: false,
      email: true,
    });
  });
});

describe('the wording of playmates going', () => {
  const meetup = {
    id: 'm1',
    slug: 'saturday-walk',
    title: "Saturday's walk",
    startsAt: '2026-12-12T15:00:00.000Z',
    timeZone: 'America/Chicago',
  };
  it('names the recipient’s dogs and the playmate, or only the dogs once its owner is forgotten', () => {
    const kind = 'playmate-going' as const;
    expect(
      describeNotification({ kind, meetup, dogNames: ['Pepper'], playmateName: 'Juno' }).title,
    ).toBe("Pepper's playmate Juno is going to Saturday's walk");
    expect(
      describeNotification({ kind, meetup, dogNames: ['Pepper', 'Biscuit'], playmateName: null })
        .title,
    ).toBe("One of Pepper and Biscuit's playmates is going to Saturday's walk");
  });
});

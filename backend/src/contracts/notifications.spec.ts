import { describe, expect, it } from 'vitest';
import { REMINDER_LEAD_MS, dueHour, dueHoursUntil } from './notifications.js';

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

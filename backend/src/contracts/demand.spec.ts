import { describe, expect, it } from 'vitest';
import { demandMonth, demandSentence, demandWeek, startGroupHref } from './demand.js';

describe('demand wording and periods', () => {
  it('says how many owners looked for what, with the right article', () => {
    expect(demandSentence({ activity: 'scent-work', owners: 14 }, 'Austin')).toBe(
      '14 owners near Austin looked for a scent-work group this month',
    );
    expect(demandSentence({ activity: 'agility', owners: 1 }, 'Kyle')).toBe(
      '1 owner near Kyle looked for an agility group this month',
    );
    expect(demandSentence({ activity: null, owners: 2 }, 'Kyle')).toBe(
      '2 owners near Kyle looked for a group this month',
    );
  });

  it('links to the create-group form with the city and activity', () => {
    expect(startGroupHref('St. Louis', 'MO', 'scent-work')).toBe(
      '/create-group?city=St.+Louis&state=MO&activity=scent-work',
    );
    expect(startGroupHref('Kyle', 'TX', null)).toBe('/create-group?city=Kyle&state=TX');
  });

  it('dates ISO weeks by their Thursday, and months in UTC', () => {
    expect(demandWeek(new Date('2026-11-30T12:00:00Z'))).toBe('2026-W49');
    expect(demandWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(demandWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(demandWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(demandMonth('2026-11-30T23:59:59.000Z')).toBe('2026-11');
  });
});

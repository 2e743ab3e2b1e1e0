import { describe, expect, it } from 'vitest';
import { DemandSignalled } from '@packmeet/backend/contracts/events';
import { CITY_DEMAND } from '@packmeet/backend/contracts/demand';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { cityDemandProjection } from './city-demand.projection.js';

type Signal = Parameters<typeof DemandSignalled>[0];
const signal = (changes: Partial<Signal>, occurredAt: string) => ({
  stream: `demand-${changes.userId ?? 'u1'}`,
  event: DemandSignalled({
    userId: 'u1',
    city: 'Austin',
    state: 'TX',
    activity: 'scent-work',
    reason: 'no-group-nearby',
    week: 'W',
    ...changes,
  }),
  occurredAt,
});

async function linesOf(events: Parameters<typeof project>[1]) {
  const { documents } = await project([cityDemandProjection], events);
  return withoutPosition(await documents.collection(CITY_DEMAND).find({}, { sort: { _id: 1 } }));
}

describe('city demand projection', () => {
  it('counts owners per city, activity and month, and the reasons apart', async () => {
    const lines = await linesOf([
      signal({ userId: 'u1' }, '2026-11-02T10:00:00.000Z'),
      signal({ userId: 'u2', city: 'austin', state: 'tx' }, '2026-11-03T10:00:00.000Z'),
      signal({ userId: 'u3', reason: 'waitlist-full' }, '2026-11-04T10:00:00.000Z'),
      signal({ userId: 'u1', activity: null }, '2026-11-04T10:00:00.000Z'),
      signal({ userId: 'u1', city: 'Kyle' }, '2026-11-05T10:00:00.000Z'),
      signal({ userId: 'u1' }, '2026-12-01T10:00:00.000Z'),
    ]);
    expect(lines).toEqual([
      {
        _id: '2026-11:austin-tx:any',
        month: '2026-11',
        citySlug: 'austin-tx',
        city: 'Austin',
        state: 'TX',
        activity: null,
        owners: 1,
        noGroupNearby: 1,
        waitlistFull: 0,
      },
      {
        _id: '2026-11:austin-tx:scent-work',
        month: '2026-11',
        citySlug: 'austin-tx',
        city: 'Austin',
        state: 'TX',
        activity: 'scent-work',
        owners: 3,
        noGroupNearby: 2,
        waitlistFull: 1,
      },
      expect.objectContaining({ _id: '2026-11:kyle-tx:scent-work', owners: 1 }),
      expect.objectContaining({ _id: '2026-12:austin-tx:scent-work', owners: 1 }),
    ]);
  });

  it('counts an owner once a month though they are signalled each week', async () => {
    const lines = await linesOf([
      signal({ week: '2026-W45' }, '2026-11-02T10:00:00.000Z'),
      signal({ week: '2026-W46' }, '2026-11-09T10:00:00.000Z'),
      signal({ week: '2026-W47', reason: 'waitlist-full' }, '2026-11-16T10:00:00.000Z'),
    ]);
    expect(lines).toEqual([
      expect.objectContaining({ owners: 1, noGroupNearby: 2, waitlistFull: 1 }),
    ]);
  });

  it('keeps no name or id on a line', async () => {
    const [line] = await linesOf([signal({ userId: 'secret-user' }, '2026-11-02T10:00:00.000Z')]);
    expect(JSON.stringify(line)).not.toContain('secret-user');
  });
});

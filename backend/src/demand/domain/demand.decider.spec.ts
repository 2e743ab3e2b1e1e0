import { describe, it } from 'vitest';
import { DemandSignalled } from '../../contracts/events/demand.events.js';
import { given } from '../../shared/testing/given-when-then.js';
import { demandDecider, type RecordDemandCommand } from './demand.decider.js';

const look = (changes: Partial<RecordDemandCommand> = {}): RecordDemandCommand => ({
  type: 'RecordDemand',
  userId: 'u1',
  city: 'Austin',
  state: 'TX',
  activity: 'scent-work',
  reason: 'no-group-nearby',
  week: '2026-W48',
  ...changes,
});
const signalled = (command: RecordDemandCommand) => {
  const { type: _type, ...data } = command;
  return DemandSignalled(data);
};

describe('demand decider', () => {
  it('records the first look of the week', () => {
    given(demandDecider)
      .when(look())
      .then([signalled(look())]);
  });

  it('counts an owner once per week, city and activity, whatever the reason', () => {
    given(demandDecider, [signalled(look())])
      .when(look())
      .then([]);
    given(demandDecider, [signalled(look())])
      .when(look({ reason: 'waitlist-full', city: ' austin', state: 'tx' }))
      .then([]);
  });

  it('counts another activity, another city or a group of any kind apart', () => {
    const history = [signalled(look())];
    for (const other of [
      look({ activity: 'agility' }),
      look({ activity: null }),
      look({ city: 'Round Rock' }),
    ]) {
      given(demandDecider, history)
        .when(other)
        .then([signalled(other)]);
    }
  });

  it('counts the owner again the next week', () => {
    const next = look({ week: '2026-W49' });
    given(demandDecider, [signalled(look())])
      .when(next)
      .then([signalled(next)]);
    given(demandDecider, [signalled(look()), signalled(next)])
      .when(next)
      .then([]);
  });

  it('counts an earlier week’s signal once, even after a later week’s (an event handled again)', () => {
    const next = look({ week: '2026-W49' });
    const late = look({ reason: 'waitlist-full', activity: null });
    given(demandDecider, [signalled(look()), signalled(next)])
      .when(look())
      .then([]);
    given(demandDecider, [signalled(next)])
      .when(late)
      .then([signalled(late)]);
    given(demandDecider, [signalled(next), signalled(late)])
      .when(late)
      .then([]);
  });
});

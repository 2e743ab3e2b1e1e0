import { describe, it } from 'vitest';
import {
  PlayedWellMarked,
  PlaymatesLinked,
  PlaymatesTurnedOff,
  PlaymatesTurnedOn,
  PlaymatesUnlinked,
} from '../../contracts/events/playmate.events.js';
import { given } from '../../shared/testing/given-when-then.js';
import { playmateSettingsDecider } from './playmate-settings.decider.js';
import { playmatesDecider, type MarkFacts, type PlaymatesCommand } from './playmates.decider.js';

const DAY = 24 * 3600_000;
const endsAt = '2026-12-05T11:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(endsAt) + ms);
// Pepper ('dog-a', Ann's) and Juno ('dog-b', Ben's) came; Rex ('dog-c', Ann's) too.
const came = new Map([
  ['dog-a', 'ann'],
  ['dog-b', 'ben'],
  ['dog-c', 'ann'],
]);
const facts = (overrides: Partial<MarkFacts> = {}): MarkFacts => ({
  meetup: { canSee: true, endsAt, dogsThatCame: came },
  ownsDog: true,
  blocked: false,
  dogOff: false,
  otherDogOff: false,
  ...overrides,
});
const mark = (
  userId: string,
  dogId: string,
  otherDogId: string,
  overrides: Partial<Extract<PlaymatesCommand, { type: 'MarkPlayedWell' }>> = {},
): PlaymatesCommand => ({
  type: 'MarkPlayedWell',
  meetupId: 'm1',
  userId,
  dogId,
  otherDogId,
  facts: facts(),
  now: after(DAY),
  ...overrides,
});
const annMarked = PlayedWellMarked({
  meetupId: 'm1',
  userId: 'ann',
  dogId: 'dog-a',
  otherDogId: 'dog-b',
});
const benMarked = PlayedWellMarked({
  meetupId: 'm1',
  userId: 'ben',
  dogId: 'dog-b',
  otherDogId: 'dog-a',
});
const linked = PlaymatesLinked({
  meetupId: 'm1',
  dogIds: ['dog-a', 'dog-b'],
  userIds: ['ann', 'ben'],
});

describe('played well with', () => {
  it('records one side’s mark alone: no link yet, and a second mark changes nothing', () => {
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-b'))
      .then([annMarked]);
    given(playmatesDecider, [annMarked])
      .when(mark('ann', 'dog-a', 'dog-b'))
      .then([]);
  });

  it('links the dogs when the other owner marks back for the same meetup', () => {
    given(playmatesDecider, [annMarked])
      .when(mark('ben', 'dog-b', 'dog-a'))
      .then([benMarked, linked]);
  });

  it('does not link on marks from different meetups', () => {
    const elsewhere = PlayedWellMarked({ ...annMarked.data, meetupId: 'm0' });
    given(playmatesDecider, [elsewhere])
      .when(mark('ben', 'dog-b', 'dog-a'))
      .then([benMarked]);
  });

  it('opens at the end of the meetup and closes 7 days after', () => {
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-b', { now: after(-1) }))
      .thenFails('PLAYMATES.NOT_ENDED');
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-b', { now: after(7 * DAY) }))
      .then([annMarked]);
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-b', { now: after(7 * DAY + 1) }))
      .thenFails('PLAYMATES.MARKS_CLOSED');
  });

  it('takes marks only from owners of dogs that came, for other owners’ dogs that came', () => {
    const notOwned = mark('ann', 'dog-a', 'dog-b', { facts: facts({ ownsDog: false }) });
    given(playmatesDecider).when(notOwned).thenFails('PLAYMATES.DOG_NOT_FOUND');
    given(playmatesDecider)
      .when(mark('ann', 'dog-x', 'dog-b'))
      .thenFails('PLAYMATES.ATTENDEES_ONLY');
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-x'))
      .thenFails('PLAYMATES.UNKNOWN_DOG');
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-c'))
      .thenFails('PLAYMATES.UNKNOWN_DOG');
    const unseen = facts({ meetup: { canSee: false, endsAt, dogsThatCame: came } });
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-b', { facts: unseen }))
      .thenFails('MEETUPS.NOT_FOUND');
  });

  it('says nothing of blocks or settings: a blocked owner’s or turned-off dog is just not there', () => {
    for (const hidden of [{ blocked: true }, { otherDogOff: true }]) {
      given(playmatesDecider, [annMarked])
        .when(mark('ben', 'dog-b', 'dog-a', { facts: facts(hidden) }))
        .thenFails('PLAYMATES.UNKNOWN_DOG');
    }
    given(playmatesDecider)
      .when(mark('ann', 'dog-a', 'dog-b', { facts: facts({ dogOff: true }) }))
      .thenFails('PLAYMATES.TURNED_OFF');
  });

  it('lets either owner remove the link silently; the marks go with it', () => {
    const remove = (userId: string, ownsDog = true): PlaymatesCommand => ({
      type: 'RemovePlaymate',
      userId,
      dogId: userId === 'ann' ? 'dog-a' : 'dog-b',
      otherDogId: userId === 'ann' ? 'dog-b' : 'dog-a',
      ownsDog,
    });
    const unlinked = PlaymatesUnlinked({ dogIds: ['dog-a', 'dog-b'], byUserId: 'ben' });
    given(playmatesDecider, [annMarked, benMarked, linked]).when(remove('ben')).then([unlinked]);
    given(playmatesDecider, [annMarked, benMarked, linked, unlinked]).when(remove('ann')).then([]);
    given(playmatesDecider, [annMarked, benMarked, linked])
      .when(remove('cat', false))
      .thenFails('PLAYMATES.DOG_NOT_FOUND');
    // After a removal, one side's new mark alone does not link again.
    given(playmatesDecider, [annMarked, benMarked, linked, unlinked])
      .when(mark('ben', 'dog-b', 'dog-a'))
      .then([benMarked]);
  });
});

describe('playmates setting', () => {
  const set = (enabled: boolean, ownsDog = true) => ({
    type: 'SetPlaymates' as const,
    userId: 'ann',
    dogId: 'dog-a',
    enabled,
    ownsDog,
  });
  const off = PlaymatesTurnedOff({ userId: 'ann', dogId: 'dog-a' });

  it('is on until turned off, per dog, and only its owner turns it', () => {
    given(playmateSettingsDecider).when(set(true)).then([]);
    given(playmateSettingsDecider).when(set(false)).then([off]);
    given(playmateSettingsDecider, [off]).when(set(false)).then([]);
    given(playmateSettingsDecider, [off])
      .when(set(true))
      .then([PlaymatesTurnedOn({ userId: 'ann', dogId: 'dog-a' })]);
    given(playmateSettingsDecider).when(set(false, false)).thenFails('PLAYMATES.DOG_NOT_FOUND');
  });
});

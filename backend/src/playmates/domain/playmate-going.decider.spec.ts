import { describe, it } from 'vitest';
import { PlaymateGoingNotified } from '../../contracts/events/playmate.events.js';
import { given } from '../../shared/testing/given-when-then.js';
import {
  playmateGoingDecider,
  type NotifyPlaymatesGoing,
  type PlaymateOwnerFacts,
} from './playmate-going.decider.js';

// Ben takes Juno ('juno') to m1. Juno's playmates: Ann's Pepper and Biscuit, Cat's Rex.
const playmate = (
  userId: string,
  dogId: string,
  overrides: Partial<PlaymateOwnerFacts> = {},
): PlaymateOwnerFacts => ({
  userId,
  dogId,
  linked: true,
  dogOff: false,
  seesMeetup: true,
  blocked: false,
  active: true,
  wantsIt: true,
  ...overrides,
});
const going = (
  playmates: PlaymateOwnerFacts[],
  overrides: Partial<NotifyPlaymatesGoing> = {},
): NotifyPlaymatesGoing => ({
  type: 'NotifyPlaymatesGoing',
  meetupId: 'm1',
  dogId: 'juno',
  ownerId: 'ben',
  going: true,
  ownerActive: true,
  dogOff: false,
  playmates,
  ...overrides,
});
const told = (...recipients: { userId: string; dogIds: string[] }[]) =>
  PlaymateGoingNotified({ meetupId: 'm1', dogId: 'juno', ownerId: 'ben', recipients });

describe('playmates going', () => {
  it("tells each playmate's owner once, naming all their dogs that are playmates", () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper'), playmate('cat', 'rex'), playmate('ann', 'biscuit')]))
      .then([
        told({ userId: 'ann', dogIds: ['biscuit', 'pepper'] }, { userId: 'cat', dogIds: ['rex'] }),
      ]);
  });

  it('tells nobody twice: going again after not going, or the same event followed again', () => {
    const history = [told({ userId: 'ann', dogIds: ['pepper'] })];
    given(playmateGoingDecider, history)
      .when(going([playmate('ann', 'pepper')]))
      .then([]);
    // Ann told already (for Pepper); a playmate of Cat's linked since is news to Cat only.
    given(playmateGoingDecider, history)
      .when(going([playmate('ann', 'biscuit'), playmate('cat', 'rex')]))
      .then([told({ userId: 'cat', dogIds: ['rex'] })]);
  });

  it('tells nobody who did not turn the kind on (it is off by default)', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper', { wantsIt: false })]))
      .then([]);
  });

  it('tells nobody who may not see the meetup, and reveals nothing of a private group', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper', { seesMeetup: false }), playmate('cat', 'rex')]))
      .then([told({ userId: 'cat', dogIds: ['rex'] })]);
  });

  it('tells nobody across a block, either way', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper', { blocked: true })]))
      .then([]);
  });

  it('tells nobody about a dog turned off, or of a recipient dog turned off', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper')], { dogOff: true }))
      .then([]);
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper', { dogOff: true }), playmate('ann', 'biscuit')]))
      .then([told({ userId: 'ann', dogIds: ['biscuit'] })]);
  });

  it('tells nobody of or to a deleted or suspended account', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper')], { ownerActive: false }))
      .then([]);
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper', { active: false })]))
      .then([]);
  });

  it('tells nothing once the owner is no longer going with the dog, or the link has ended', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper')], { going: false }))
      .then([]);
    given(playmateGoingDecider)
      .when(going([playmate('ann', 'pepper', { linked: false })]))
      .then([]);
  });

  it('never tells the going owner about their own dogs', () => {
    given(playmateGoingDecider)
      .when(going([playmate('ben', 'bens-other-dog')]))
      .then([]);
  });
});

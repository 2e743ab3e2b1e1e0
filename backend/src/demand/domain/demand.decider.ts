import type { Decider } from '../../shared/decider.js';
import type { Activity } from '../../contracts/activities.js';
import { citySlug } from '../../contracts/read-models.js';
import {
  DemandSignalled,
  type DemandEvent,
  type DemandReason,
} from '../../contracts/events/demand.events.js';

/*
 * An owner's demand stream, `demand-<userId>`: what they looked for and did
 * not find. It counts once per owner, ISO week, city and activity, so
 * searching again (or being waitlisted again) in the same week adds nothing.
 */

export interface DemandState {
  /** The week of the last signal; keys of older weeks are dropped (they cannot repeat). */
  week: string | null;
  /** `<citySlug>|<activity|any>` signalled in `week`. */
  counted: Set<string>;
}

export interface RecordDemandCommand {
  type: 'RecordDemand';
  userId: string;
  city: string;
  state: string;
  activity: Activity | null;
  reason: DemandReason;
  /** The ISO week it happens in (the command side's clock). */
  week: string;
}

export const demandStream = (userId: string) => `demand-${userId}`;

const keyOf = (city: string, state: string, activity: Activity | null) =>
  `${citySlug(city, state)}|${activity ?? 'any'}`;

export const demandDecider: Decider<DemandState, RecordDemandCommand, DemandEvent> = {
  initialState: () => ({ week: null, counted: new Set() }),
  evolve: (state, { data }) => {
    if (state.week !== data.week) {
      state.week = data.week;
      state.counted = new Set();
    }
    state.counted.add(keyOf(data.city, data.state, data.activity));
    return state;
  },
  decide: (command, state) => {
    const key = keyOf(command.city, command.state, command.activity);
    if (state.week === command.week && state.counted.has(key)) return [];
    const { userId, city, state: usState, activity, reason, week } = command;
    return [DemandSignalled({ userId, city, state: usState, activity, reason, week })];
  },
};

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
 * Older weeks' keys are kept too: a reaction that handles an event again
 * (a replay, a restart, a second API process) sends it with the event's own
 * week, which may be behind the stream's latest, and must append nothing.
 */

export interface DemandState {
  /** `<week>|<citySlug>|<activity|any>` of every signal recorded (one per event of the stream). */
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

const keyOf = (week: string, city: string, state: string, activity: Activity | null) =>
  `${week}|${citySlug(city, state)}|${activity ?? 'any'}`;

export const demandDecider: Decider<DemandState, RecordDemandCommand, DemandEvent> = {
  initialState: () => ({ counted: new Set() }),
  evolve: (state, { data }) => {
    state.counted.add(keyOf(data.week, data.city, data.state, data.activity));
    return state;
  },
  decide: (command, state) => {
    if (state.counted.has(keyOf(command.week, command.city, command.state, command.activity)))
      return [];
    const { userId, city, state: usState, activity, reason, week } = command;
    return [DemandSignalled({ userId, city, state: usState, activity, reason, week })];
  },
};

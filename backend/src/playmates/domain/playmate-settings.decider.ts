import {
  PlaymatesTurnedOff,
  PlaymatesTurnedOn,
  type PlaymateSettingEvent,
} from '../../contracts/events/playmate.events.js';
import type { Decider } from '../../shared/decider.js';
import { dogNotFound } from './playmates.decider.js';

/* An owner's per-dog playmates setting: on unless turned off. */

export interface SetPlaymates {
  type: 'SetPlaymates';
  userId: string;
  dogId: string;
  enabled: boolean;
  /** The owner's dogs now. */
  ownsDog: boolean;
}

/** The owner's dogs with playmates off. */
export type PlaymateSettingsState = Set<string>;

export const playmateSettingsStream = (userId: string) => `playmate-settings-${userId}`;

export const playmateSettingsDecider: Decider<
  PlaymateSettingsState,
  SetPlaymates,
  PlaymateSettingEvent
> = {
  initialState: () => new Set(),
  evolve: (state, event) => {
    if (event.type === 'PlaymatesTurnedOff') state.add(event.data.dogId);
    else state.delete(event.data.dogId);
    return state;
  },
  decide: ({ userId, dogId, enabled, ownsDog }, state) => {
    if (!ownsDog) throw dogNotFound();
    if (enabled === !state.has(dogId)) return [];
    return [enabled ? PlaymatesTurnedOn({ userId, dogId }) : PlaymatesTurnedOff({ userId, dogId })];
  },
};

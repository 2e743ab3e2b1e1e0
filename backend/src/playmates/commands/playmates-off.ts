import type { Aggregates } from '../../shared/aggregates.js';
import {
  playmateSettingsDecider,
  playmateSettingsStream,
} from '../domain/playmate-settings.decider.js';

/** Whether the owner turned playmates off for the dog, from their settings stream. */
export async function playmatesOff(
  aggregates: Aggregates,
  userId: string,
  dogId: string,
): Promise<boolean> {
  return (await aggregates.load(playmateSettingsStream(userId), playmateSettingsDecider)).has(
    dogId,
  );
}

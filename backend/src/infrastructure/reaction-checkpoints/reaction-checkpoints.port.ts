import type { GlobalPosition } from '../../event-store/event-store.port.js';

/**
 * Where each "after X, also do Y" reaction resumes after a restart. It must
 * outlive the process the way the log does: a reaction that forgot its place
 * would follow the whole log again at every start (its commands refuse what
 * was already done, but the reading alone grows with the log).
 */
export interface ReactionCheckpoints {
  /** The last position the reaction handled or passed over; null: none yet. */
  read(name: string): Promise<GlobalPosition | null>;
  save(name: string, position: GlobalPosition): Promise<void>;
  close(): Promise<void>;
}

export const REACTION_CHECKPOINTS = Symbol('ReactionCheckpoints');

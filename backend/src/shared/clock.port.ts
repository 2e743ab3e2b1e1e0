/** The command side's only sources of time and identity, injected so deciders stay pure and tests stay deterministic. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  newId(): string;
}

export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');

export const systemClock: Clock = { now: () => new Date() };
export const uuidGenerator: IdGenerator = { newId: () => crypto.randomUUID() };

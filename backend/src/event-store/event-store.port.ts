/**
 * The event store port. Its types are part of the wire contract (projections
 * subscribe through them), so they live in `contracts/event-store.ts`; this
 * module adds what only the backend needs: the injection token.
 */
export * from '../contracts/event-store.js';

/** Injection token for the event store. */
export const EVENT_STORE = Symbol('EventStore');

import type { LiveProjectionState } from '@packmeet/backend/contracts/admin';
import type { Document } from '../store/document-store.port.js';

/** The collection that holds one checkpoint document per projection. */
export const CHECKPOINTS = 'projection_checkpoints';

export type ProjectionState = LiveProjectionState;

/**
 * A projection's progress, kept in the document store next to its read model
 * so that /api/health in any process (and the CLI) can read it.
 */
export interface CheckpointDocument extends Document {
  _id: string;
  version: number;
  /** positionKey() of the last event this projection has applied. */
  position: string;
  state: ProjectionState;
  lastError: {
    message: string;
    eventId: string;
    eventType: string;
    position: string;
    correlationId: string;
    at: string;
  } | null;
  updatedAt: string;
}

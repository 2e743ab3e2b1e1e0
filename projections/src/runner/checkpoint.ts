import type { LiveProjectionState } from '@packmeet/backend/contracts/admin';
import { START, type GlobalPosition } from '@packmeet/backend/contracts/event-store';
import type { Projection } from '../projection.js';
import type { Collection, Document, DocumentStore } from '../store/document-store.port.js';
import { fromPositionKey, positionKey } from './position-key.js';

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

/** A projection as the runner reports it, and as its checkpoint records it. */
export interface ProjectionStatus {
  name: string;
  version: number;
  state: ProjectionState;
  /** The last event whose writes are all stored. */
  checkpoint: GlobalPosition;
  lastError: CheckpointDocument['lastError'];
}

/**
 * Loading and storing one runner's checkpoints. A projection resumes from its
 * checkpoint only if that was written by the same version of its fold; any
 * other version (or none) means its collections are dropped and it folds the
 * log again from the start.
 */
export class Checkpoints {
  private readonly collection: Collection<CheckpointDocument>;
  /** What was last stored per projection, so unchanged checkpoints are not written again. */
  private readonly stored = new Map<string, ProjectionStatus>();

  constructor(store: DocumentStore, name = CHECKPOINTS) {
    this.collection = store.collection<CheckpointDocument>(name);
  }

  /** Where `projection` resumes; START, with `collections` emptied, unless its version's checkpoint is stored. */
  async resume(projection: Projection, collections: Iterable<Collection>): Promise<GlobalPosition> {
    const stored = await this.collection.findOne({ _id: projection.name });
    if (stored?.version === projection.version) return fromPositionKey(stored.position);
    for (const collection of collections) await collection.drop();
    return START;
  }

  /**
   * Where `projection` resumes, keeping what is stored: when an older version
   * of its fold wrote the checkpoint, that version and position are answered
   * and its collections stay (they keep serving until a blue/green rebuild
   * replaces them). START and no version when nothing is stored.
   */
  async resumeKeeping(
    projection: Projection,
  ): Promise<{ position: GlobalPosition; storedVersion: number | null }> {
    const stored = await this.collection.findOne({ _id: projection.name });
    if (!stored) return { position: START, storedVersion: null };
    return { position: fromPositionKey(stored.position), storedVersion: stored.version };
  }

  /** Stores the checkpoints that changed since they were last stored. */
  async save(statuses: readonly ProjectionStatus[]): Promise<void> {
    const changed = statuses.filter(
      (status) => !sameCheckpoint(this.stored.get(status.name), status),
    );
    if (changed.length === 0) return;
    for (const status of changed) this.stored.set(status.name, status);
    const updatedAt = new Date().toISOString();
    await this.collection.bulkWrite(
      changed.map(({ name, version, checkpoint, state, lastError }) => ({
        updateOne: {
          filter: { _id: name },
          update: {
            $set: { version, position: positionKey(checkpoint), state, lastError, updatedAt },
          },
          upsert: true,
        },
      })),
    );
  }
}

function sameCheckpoint(a: ProjectionStatus | undefined, b: ProjectionStatus): boolean {
  return (
    a !== undefined &&
    a.version === b.version &&
    a.checkpoint === b.checkpoint &&
    a.state === b.state &&
    a.lastError === b.lastError
  );
}

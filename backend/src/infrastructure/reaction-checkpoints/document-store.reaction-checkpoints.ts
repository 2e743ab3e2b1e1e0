import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { fromPositionKey, positionKey } from '@packmeet/projections/runner/position-key';
import type { Document } from '../../contracts/read-models.js';
import type { GlobalPosition } from '../../event-store/event-store.port.js';
import type { ReactionCheckpoints } from './reaction-checkpoints.port.js';

/** The collection beside the projections' checkpoints (compose: MongoDB, shared by the API processes). */
export const REACTION_CHECKPOINTS_COLLECTION = 'reaction_checkpoints';

interface ReactionCheckpoint extends Document {
  _id: string;
  position: string;
}

/** Compose mode: the read store is a durable database, so the checkpoints live there. */
export class DocumentStoreReactionCheckpoints implements ReactionCheckpoints {
  constructor(private readonly store: DocumentStore) {}

  async read(name: string): Promise<GlobalPosition | null> {
    const stored = await this.checkpoints().findOne({ _id: name });
    return stored ? fromPositionKey(stored.position) : null;
  }

  async save(name: string, position: GlobalPosition): Promise<void> {
    await this.checkpoints().updateOne(
      { _id: name },
      { $set: { position: positionKey(position) } },
      { upsert: true },
    );
  }

  async close(): Promise<void> {
    // The read store is closed with the engines.
  }

  private checkpoints() {
    return this.store.collection<ReactionCheckpoint>(REACTION_CHECKPOINTS_COLLECTION);
  }
}

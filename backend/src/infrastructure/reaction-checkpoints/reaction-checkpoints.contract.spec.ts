import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { DocumentStoreReactionCheckpoints } from './document-store.reaction-checkpoints.js';
import { reactionCheckpointsContract } from './reaction-checkpoints.contract.js';
import { SqliteReactionCheckpoints } from './sqlite.reaction-checkpoints.js';

describe('reaction checkpoints in a SQLite file (embedded)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'packmeet-reactions-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  reactionCheckpointsContract(
    async () => new SqliteReactionCheckpoints(join(directory, 'reactions.sqlite')),
  );
});

// The document-store adapter's logic, on the store whose semantics the MongoDB one matches.
describe('reaction checkpoints in the read store, on the memory store', () => {
  const store = new MemoryDocumentStore();
  reactionCheckpointsContract(async () => new DocumentStoreReactionCheckpoints(store));
});

const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) {
  console.warn('MongoDB reaction checkpoints contract suite skipped: set MONGO_URL to run it.');
}
describe.skipIf(!mongoUrl)('reaction checkpoints in MongoDB (needs MONGO_URL)', () => {
  reactionCheckpointsContract(async () => {
    const { MongoDocumentStore } = await import('@packmeet/projections/store/mongo.document-store');
    return new DocumentStoreReactionCheckpoints(
      await MongoDocumentStore.connect(mongoUrl!, 'packmeet-reaction-checkpoints-test'),
    );
  });
});

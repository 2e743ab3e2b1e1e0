import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { keyStoreContract } from './key-store.contract.js';
import { MongoKeyStore } from './mongo.key-store.js';
import { SqliteKeyStore } from './sqlite.key-store.js';

describe('sqlite key store', () => {
  const directory = mkdtempSync(join(tmpdir(), 'packmeet-keys-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  keyStoreContract(async () => new SqliteKeyStore(join(directory, 'keys.sqlite')));
});

// The document-store adapter's logic, on the store whose semantics the MongoDB one matches.
describe('document-store key store on the memory store', () => {
  const store = new MemoryDocumentStore();
  keyStoreContract(async () => new MongoKeyStore(store));
});

const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) {
  console.warn('MongoDB key store contract suite skipped: set MONGO_URL to run it.');
}
describe.skipIf(!mongoUrl)('mongo key store (needs MONGO_URL)', () => {
  keyStoreContract(async () => {
    const { MongoDocumentStore } = await import('@packmeet/projections/store/mongo.document-store');
    return new MongoKeyStore(
      await MongoDocumentStore.connect(mongoUrl!, 'packmeet-key-store-test'),
    );
  });
});

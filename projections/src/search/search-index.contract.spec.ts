import { describe } from 'vitest';
import { MongoClient } from 'mongodb';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { MongoDocumentStore } from '../store/mongo.document-store.js';
import { MemorySearchIndex } from './memory.search-index.js';
import { MongoSearchIndex } from './mongo.search-index.js';
import { searchIndexContract } from './search-index.contract.js';

searchIndexContract(
  'memory',
  async () => {
    const store = new MemoryDocumentStore();
    return { store, index: new MemorySearchIndex(store) };
  },
  async ({ store, index }) => {
    await index.close();
    await store.close();
  },
);

const mongoUrl = process.env.MONGO_URL ?? '';
const skipReason =
  'MongoDB search index contract skipped: set MONGO_URL=mongodb://localhost:27017/?replicaSet=rs0 to run it';
if (mongoUrl === '') console.warn(skipReason);

describe.skipIf(mongoUrl === '')(
  mongoUrl === '' ? skipReason : 'MongoDB',
  { timeout: 30_000 },
  () => {
    const databases = new Map<object, string>();
    searchIndexContract(
      'mongodb',
      async () => {
        const name = `packmeet_search_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
        const store = await MongoDocumentStore.connect(mongoUrl, name);
        databases.set(store, name);
        return { store, index: new MongoSearchIndex(store.database) };
      },
      async ({ store, index }) => {
        await index.close();
        await store.close();
        const client = new MongoClient(mongoUrl);
        try {
          await client.db(databases.get(store)).dropDatabase();
        } finally {
          await client.close();
        }
      },
    );
  },
);

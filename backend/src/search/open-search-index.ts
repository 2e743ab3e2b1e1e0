import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import type { SearchIndex } from '@packmeet/projections/search/search-index.port';
import { MemorySearchIndex } from '@packmeet/projections/search/memory.search-index';

/**
 * The search adapter of the read store in use: MongoDB's own geo queries in
 * compose mode (its module loaded only then), the memory grid otherwise.
 */
export async function openSearchIndex(store: DocumentStore): Promise<SearchIndex> {
  if (store.engine !== 'mongodb') return new MemorySearchIndex(store);
  const [{ MongoDocumentStore }, { MongoSearchIndex }] = await Promise.all([
    import('@packmeet/projections/store/mongo.document-store'),
    import('@packmeet/projections/search/mongo.search-index'),
  ]);
  if (!(store instanceof MongoDocumentStore)) throw new Error('A mongodb engine without its store');
  return new MongoSearchIndex(store.database);
}

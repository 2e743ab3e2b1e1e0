import { Module } from '@nestjs/common';
import { SEARCH_INDEX } from '@packmeet/projections/search/search-index.port';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { Caches } from '../infrastructure/caching/caches.js';
import { SearchController } from './queries/search/search.http.controller.js';
import { SearchHandler } from './queries/search/search.query-handler.js';
import { DemandModule, DemandSignals } from '../demand/index.js';
import { SEARCH_DEMAND } from './search-demand.port.js';
import { openSearchIndex } from './open-search-index.js';
import { SearchCandidatesCache } from './search-candidates.cache.js';

/** One search over meetups and groups (docs/discovery.md, docs/adr/018-search-read-model.md). */
@Module({
  imports: [DemandModule],
  controllers: [SearchController],
  providers: [
    SearchHandler,
    {
      provide: SEARCH_INDEX,
      inject: [DOCUMENT_STORE, Caches],
      // Answers kept per query, dropped by the read store's change notifications.
      useFactory: async (store: DocumentStore, caches: Caches) =>
        new SearchCandidatesCache(await openSearchIndex(store), store, caches),
    },
    { provide: SearchCandidatesCache, useExisting: SEARCH_INDEX },
    // A signed-in owner's search that finds no group in range counts as demand.
    { provide: SEARCH_DEMAND, useExisting: DemandSignals },
  ],
  exports: [SEARCH_INDEX],
})
export class SearchModule {}

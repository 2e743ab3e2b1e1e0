import { Module } from '@nestjs/common';
import { SEARCH_INDEX } from '@packmeet/projections/search/search-index.port';
import { DOCUMENT_STORE } from '@packmeet/projections/store/document-store.port';
import { SearchController } from './queries/search/search.http.controller.js';
import { SearchHandler } from './queries/search/search.query-handler.js';
import { ignoreSearchDemand, SEARCH_DEMAND } from './search-demand.port.js';
import { openSearchIndex } from './open-search-index.js';

/** One search over meetups and groups (docs/discovery.md, docs/adr/018-search-read-model.md). */
@Module({
  controllers: [SearchController],
  providers: [
    SearchHandler,
    { provide: SEARCH_INDEX, inject: [DOCUMENT_STORE], useFactory: openSearchIndex },
    { provide: SEARCH_DEMAND, useValue: ignoreSearchDemand },
  ],
  exports: [SEARCH_INDEX],
})
export class SearchModule {}

import { Global, Module } from '@nestjs/common';
import { GAZETTEER, Gazetteer } from './gazetteer.js';
import { GetMapsKeyController } from './queries/get-maps-key/get-maps-key.http.controller.js';
import { SearchCitiesController } from './queries/search-cities/search-cities.http.controller.js';

/** Offline US geography: the city picker's search, and place lookups for the command side. */
@Global()
@Module({
  controllers: [SearchCitiesController, GetMapsKeyController],
  providers: [{ provide: GAZETTEER, useFactory: () => Gazetteer.load() }],
  exports: [GAZETTEER],
})
export class GeographyModule {}

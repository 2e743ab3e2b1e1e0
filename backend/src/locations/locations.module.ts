import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/index.js';
import { CityPageController } from './queries/city-page/city-page.http.controller.js';
import { CitySummaryCache } from './queries/get-city/city-summary.cache.js';
import { GetCityController } from './queries/get-city/get-city.http.controller.js';
import { GetCitySummaryHandler } from './queries/get-city/get-city.query-handler.js';
import { GetDirectoryController } from './queries/get-directory/get-directory.http.controller.js';

/** Public discovery: the US directory and city hubs. */
@Module({
  imports: [MeetupsModule],
  controllers: [GetDirectoryController, GetCityController, CityPageController],
  providers: [CitySummaryCache, GetCitySummaryHandler],
})
export class LocationsModule {}

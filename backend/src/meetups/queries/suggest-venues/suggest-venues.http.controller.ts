import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { VENUES } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { RequireUser } from '../../../auth/auth.guards.js';
import type { VenueSuggestion } from '../../../contracts/meetups.js';
import { stateCode } from '../../../contracts/us-states.js';

const venueQuery = z.object({
  city: z.string({ error: 'city is required' }).trim().min(1, 'city is required').max(100),
  state: z.string({ error: 'state is required' }).trim().min(1, 'state is required').max(50),
  q: z.string().trim().max(100).default(''),
});

/**
 * The venue field's suggestions without any maps service: places meetups
 * were held at before in the same city, most used first.
 */
@Controller('api/venues')
@UseGuards(RequireUser)
export class SuggestVenuesController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  @Get()
  async suggest(
    @Query({ schema: venueQuery }) query: z.infer<typeof venueQuery>,
  ): Promise<VenueSuggestion[]> {
    const venues = await this.store
      .collection(VENUES)
      .find({ state: stateCode(query.state) ?? query.state }, { sort: { uses: -1, name: 1 } });
    const city = query.city.toLowerCase();
    const words = query.q.toLowerCase();
    return venues
      .filter((venue) => venue.city.toLowerCase() === city)
      .filter((venue) => !words || `${venue.name} ${venue.address}`.toLowerCase().includes(words))
      .slice(0, 8)
      .map((venue) => ({
        place_id: `packmeet:${venue._id}`,
        name: venue.name,
        formatted_address: venue.address,
        geometry: {
          location:
            venue.latitude !== null && venue.longitude !== null
              ? { lat: venue.latitude, lng: venue.longitude }
              : null,
        },
        types: ['park', 'point_of_interest'],
      }));
  }
}

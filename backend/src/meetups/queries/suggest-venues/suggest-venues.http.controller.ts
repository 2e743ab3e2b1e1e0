import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { GROUPS, VENUES, type VenueDocument } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { RequireUser } from '../../../auth/index.js';
import type { VenueSuggestion } from '../../../contracts/meetups.js';
import { stateCode } from '../../../contracts/us-states.js';
import { groupView, memberGroupIds } from '../../../groups/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';

const venueQuery = z.object({
  city: z.string({ error: 'city is required' }).trim().min(1, 'city is required').max(100),
  state: z.string({ error: 'state is required' }).trim().min(1, 'state is required').max(50),
  q: z.string().trim().max(100).default(''),
});

const SUGGESTIONS = 8;

/**
 * The venue field's suggestions without any maps service: places meetups
 * were held at before in the same city, most used first. Only places of
 * meetups the caller may see (group-access.ts): those of public groups and of
 * their own groups; a private group's secret backyard is never suggested to
 * anyone else. The read model keeps a venue per group, merged here by name.
 */
@Controller('api/venues')
@UseGuards(RequireUser)
export class SuggestVenuesController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  @Get()
  async suggest(
    @Query({ schema: venueQuery }) query: z.infer<typeof venueQuery>,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<VenueSuggestion[]> {
    const city = query.city.toLowerCase();
    const words = query.q.toLowerCase();
    const venues = (
      await this.store
        .collection(VENUES)
        .find({ state: stateCode(query.state) ?? query.state }, { sort: { lastUsedAt: 1 } })
    )
      .filter((venue) => venue.city.toLowerCase() === city)
      .filter((venue) => !words || `${venue.name} ${venue.address}`.toLowerCase().includes(words));
    const visible = await this.visible(venues, viewer);

    // Oldest first, so the latest use of a place gives its address.
    const byName = new Map<string, VenueDocument>();
    for (const venue of visible) {
      const key = venue.name.toLowerCase();
      const seen = byName.get(key);
      byName.set(key, seen ? { ...venue, uses: seen.uses + venue.uses } : venue);
    }
    return [...byName.values()]
      .sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name))
      .slice(0, SUGGESTIONS)
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

  private async visible(
    venues: VenueDocument[],
    viewer: AuthenticatedUser,
  ): Promise<VenueDocument[]> {
    const groupIds = [...new Set(venues.flatMap((venue) => venue.groupId ?? []))];
    if (groupIds.length === 0) return venues;
    const [groups, mine] = await Promise.all([
      this.store.collection(GROUPS).find({ _id: { $in: groupIds } }, { projection: { kind: 1 } }),
      memberGroupIds(this.store, viewer.id),
    ]);
    const open = new Set(
      groups
        .filter((group) => groupView(group, { isMember: mine.has(group._id) }) === 'full')
        .map((group) => group._id),
    );
    return venues.filter((venue) => venue.groupId === null || open.has(venue.groupId));
  }
}

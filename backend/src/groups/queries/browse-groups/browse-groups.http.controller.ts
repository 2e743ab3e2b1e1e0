import { isPrivateGroup } from '../../../contracts/access-policy.js';
import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { z } from 'zod';
import { GROUPS, citySlug } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { stateCode } from '../../../contracts/us-states.js';
import { LISTED_KINDS } from '../group-access.js';
import type { BrowseGroupsResponse } from '../../../contracts/groups.js';
import { UNKNOWN_ACTIVITY_PROFILE } from '../../../contracts/activities.js';

const browseQuery = z.object({
  q: z.string().trim().max(100).default(''),
  state: z.string().trim().max(50).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * GET /api/groups/browse: every listed group, public (the target of 'Browse
 * All Groups' on city pages): search by name or city, filter by state,
 * paginated, largest first. Shows what a visitor may know of a group (its
 * listing fields, no members); invite-only groups are not listed, even to
 * their members, as the answer is cached publicly.
 */
@Controller('api/groups/browse')
export class BrowseGroupsController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  async browse(
    @Query({ schema: browseQuery }) query: z.infer<typeof browseQuery>,
  ): Promise<BrowseGroupsResponse> {
    const listed = { kind: { $in: [...LISTED_KINDS] } };
    const filter: Record<string, unknown> = { ...listed };
    if (query.q) {
      const pattern = { $regex: escapeRegex(query.q), $options: 'i' };
      filter.$or = [{ name: pattern }, { city: pattern }];
    }
    if (query.state) filter.state = stateCode(query.state) ?? query.state.toUpperCase();
    const groups = this.store.collection(GROUPS);
    const [total, page, all] = await Promise.all([
      groups.countDocuments(filter),
      groups.find(filter, {
        sort: { memberCount: -1, name: 1, _id: 1 },
        skip: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }),
      groups.find(listed, { projection: { state: 1 } }),
    ]);
    return {
      groups: page.map((group) => ({
        id: group._id,
        name: group.name,
        description: group.description,
        city: group.city,
        state: group.state,
        citySlug: citySlug(group.city, group.state),
        memberCount: group.memberCount,
        isPrivate: isPrivateGroup(group),
        activities: group.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
        level: group.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
        createdAt: group.createdAt,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      states: [...new Set(all.map((group) => group.state))].sort(),
    };
  }
}

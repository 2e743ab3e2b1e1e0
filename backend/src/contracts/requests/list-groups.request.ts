import { z } from 'zod';
import { ACTIVITIES } from '../activities.js';
import { GROUP_LISTS } from '../groups.js';
import { pageQuery } from './paging.request.js';

const radiusError = { error: 'radius must be a number of miles from 1 to 100' };

/**
 * GET /api/groups. Without `list`: the spec's answer, each of its lists a
 * first page of `limit` (paging.request.ts) with the next page's URL per list
 * in `nextPages`. With `list` (and the `cursor` from such a URL): the next
 * page of that one list, as an array, with the page after in the `Link`
 * header (docs/adr/033-group-list-pages.md).
 */
export const listGroupsQuery = pageQuery
  .extend({
    city: z.string().trim().min(1).max(100).optional(),
    state: z.string().trim().min(1).max(50).optional(),
    /** The radius the owner looks within: given, finding nothing in it is recorded as demand. */
    radius: z.coerce
      .number(radiusError)
      .int(radiusError)
      .min(1, radiusError)
      .max(100, radiusError)
      .optional(),
    activity: z.enum(ACTIVITIES, { error: 'Unknown activity' }).optional(),
    list: z
      .enum(GROUP_LISTS, { error: `list must be one of ${GROUP_LISTS.join(', ')}` })
      .optional(),
  })
  .refine((query) => (query.city === undefined) === (query.state === undefined), {
    message: 'Search from a city and a state together',
    path: ['city'],
  })
  .refine((query) => query.cursor === undefined || query.list !== undefined, {
    message: 'A cursor belongs to one list: name it with list',
    path: ['list'],
  });
export type ListGroupsQuery = z.infer<typeof listGroupsQuery>;

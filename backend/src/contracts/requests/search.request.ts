import { z } from 'zod';
import { ACTIVITIES, SKILL_LEVELS } from '../activities.js';
import { PAGE_LIMIT_MAX } from './paging.request.js';
import { PARK_TYPES } from '../meetups.js';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_RADIUS,
  SEARCH_SORTS,
  SEARCH_TYPES,
  SEARCH_WHEN,
  TIMES_OF_DAY,
  WEEKDAY_NAMES,
} from '../search.js';

/** A query parameter given once or repeated (`activity=a&activity=b`), or comma-separated. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? []
        : [value].flat().flatMap((part) => String(part).split(',').filter(Boolean)),
    z.array(item),
  );

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    }, `${name} is not a real date`)
    .optional();

const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .optional()
  .transform((value) => value === 'true');

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`)
    .optional();

/**
 * GET /api/search. Where: `city` and `state` (any US city), or `lat` and
 * `lon`, or else the signed-in caller's city. `when` picks the dates (today,
 * this weekend, the next 7 days, or `from`..`to` inclusive, at the place).
 */
export const searchRequest = z
  .object({
    q: z.string().trim().max(100, 'Search text is at most 100 characters').default(''),
    type: z
      .enum(SEARCH_TYPES, { error: 'type must be all, meetups, groups or trainers' })
      .default('all'),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(50).optional(),
    lat: coordinate('lat', 90),
    lon: coordinate('lon', 180),
    radius: z.coerce
      .number({ error: 'radius must be a number of miles' })
      .min(
        SEARCH_RADIUS.min,
        `radius must be between ${SEARCH_RADIUS.min} and ${SEARCH_RADIUS.max} miles`,
      )
      .max(
        SEARCH_RADIUS.max,
        `radius must be between ${SEARCH_RADIUS.min} and ${SEARCH_RADIUS.max} miles`,
      )
      .default(SEARCH_RADIUS.default),
    activity: list(
      z.enum(ACTIVITIES, {
        error: (issue) =>
          `Unknown activity '${String(issue.input)}'; use one of ${ACTIVITIES.join(', ')}`,
      }),
    ),
    level: z
      .enum(SKILL_LEVELS, { error: `level must be one of ${SKILL_LEVELS.join(', ')}` })
      .optional(),
    when: z
      .enum(SEARCH_WHEN, { error: `when must be one of ${SEARCH_WHEN.join(', ')}` })
      .default('any'),
    from: isoDate('from'),
    to: isoDate('to'),
    days: list(z.enum(WEEKDAY_NAMES, { error: `days must be among ${WEEKDAY_NAMES.join(', ')}` })),
    timeOfDay: list(
      z.enum(TIMES_OF_DAY, { error: `timeOfDay must be among ${TIMES_OF_DAY.join(', ')}` }),
    ),
    parkType: list(
      z.enum(PARK_TYPES, { error: `parkType must be among ${PARK_TYPES.join(', ')}` }),
    ),
    calm: flag,
    fitsMyDogs: flag,
    /** Meetups where at least one of the caller's dogs' playmates is going (signed in). */
    withPlaymates: flag,
    sort: z.enum(SEARCH_SORTS, { error: 'sort must be soonest or nearest' }).default('soonest'),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(1000, 'page must be at most 1000')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int('pageSize must be a whole number')
      .min(1, `pageSize must be between 1 and ${SEARCH_PAGE_SIZE.max}`)
      .max(SEARCH_PAGE_SIZE.max, `pageSize must be between 1 and ${SEARCH_PAGE_SIZE.max}`)
      .default(SEARCH_PAGE_SIZE.default),
    /**
     * The paging convention (paging.request.ts, ADR 033): `limit` (1-200)
     * sizes the page instead of `pageSize`, and `cursor`, from the `Link`
     * header of the page before, starts it after that page's last result.
     */
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(PAGE_LIMIT_MAX, `limit can be at most ${PAGE_LIMIT_MAX}`)
      .optional(),
    // Longer than the convention's 512: a search position holds the last result's title.
    cursor: z.string().min(1, 'cursor is empty').max(2048, 'cursor is too long').optional(),
  })
  .superRefine((query, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if ((query.lat === undefined) !== (query.lon === undefined))
      issue('lat', 'Give both lat and lon');
    if ((query.city === undefined) !== (query.state === undefined))
      issue('city', 'Give both city and state');
    if (query.cursor !== undefined && query.page > 1)
      issue('page', 'Give page or cursor, not both');
    if (query.when === 'custom') {
      if (!query.from || !query.to) issue('from', 'A custom date range needs from and to');
      else if (query.from > query.to) issue('to', 'to must not be before from');
      else if (Date.parse(query.to) - Date.parse(query.from) > 366 * 86_400_000)
        issue('to', 'A date range is at most a year');
    } else if (query.from || query.to) {
      issue('when', 'from and to go with when=custom');
    }
  });

export type SearchRequest = z.infer<typeof searchRequest>;
/** What a client sends. */
export type SearchQueryParams = z.input<typeof searchRequest>;

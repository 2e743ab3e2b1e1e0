import { z } from 'zod';

/** The most items one page may hold, on every paged list. */
export const PAGE_LIMIT_MAX = 200;
export const PAGE_LIMIT_DEFAULT = 50;

/**
 * The paging convention of every list that pages (docs/api.md "Paging"):
 * `?limit=N&cursor=<opaque>`. The first page has no cursor; the next page's
 * URL comes in the answer's `Link: <url>; rel="next"` header (RFC 8288), and
 * the body keeps the list's own shape. Extend it with a list's filters.
 */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, `limit can be at most ${PAGE_LIMIT_MAX}`)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().min(1, 'cursor is empty').max(512, 'cursor is too long').optional(),
});

export type PageQuery = z.infer<typeof pageQuery>;

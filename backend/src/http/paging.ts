import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../shared/errors.js';

/*
 * The one paging helper (contracts/requests/paging.request.ts has the query):
 * a cursor is the last item's position in the list's order, as base64url
 * JSON. It is opaque to clients but not secret: it names only what the page
 * already showed, and every cursor is checked against the list's own schema
 * before it reaches a query.
 */

const badCursor = () =>
  invalid('PAGING.BAD_CURSOR', 'This page link is not valid. Start again from the first page.');

export function encodeCursor(position: object): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor holds, checked by `schema`; undefined for the first page; 400 when bad. */
export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badCursor();
  return parsed.data;
}

/**
 * Ends a page: `found` holds up to `limit + 1` items (one more than the page,
 * so no second count is needed). When there are more, announces the next
 * page as `Link: <url>; rel="next"`: the request's own path and query with
 * the cursor of the page's last item. The URL is relative (no Host header
 * is trusted, docs/security.md).
 */
export function endPage<T>(
  found: readonly T[],
  limit: number,
  positionOf: (last: T) => object,
  request: FastifyRequest,
  reply: FastifyReply,
): T[] {
  const page = found.slice(0, limit);
  if (found.length > limit) {
    const next = nextPageUrl(request, limit, positionOf(page[page.length - 1]!));
    reply.header('link', `<${next}>; rel="next"`);
  }
  return page;
}

/**
 * The next page's relative URL: the request's own path and query with
 * `limit`, the cursor of `position`, and any `also` parameters set (null:
 * removed).
 */
export function nextPageUrl(
  request: FastifyRequest,
  limit: number,
  position: object,
  also: Record<string, string | null> = {},
): string {
  const url = new URL(request.url, 'http://relative.invalid');
  for (const [name, value] of Object.entries(also)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('cursor', encodeCursor(position));
  return `${url.pathname}${url.search}`;
}

/**
 * For a list already held in order (a cached list): up to `take` items after
 * `after`, where `compare(item, after)` is positive for items past it. A
 * position names an item's sort key, not its index, so items added or removed
 * before it move neither duplicates nor gaps into the next page.
 */
export function itemsAfter<T, P>(
  items: readonly T[],
  after: P | undefined,
  compare: (item: T, position: P) => number,
  take: number,
): T[] {
  let start = 0;
  if (after !== undefined) {
    // Binary search: the first item past the position.
    let end = items.length;
    while (start < end) {
      const middle = (start + end) >>> 1;
      if (compare(items[middle]!, after) > 0) end = middle;
      else start = middle + 1;
    }
  }
  return items.slice(start, start + take);
}

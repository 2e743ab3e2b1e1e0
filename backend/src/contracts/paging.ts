/*
 * The paging convention's wire, for clients (docs/api.md "Paging"); the
 * query's schema is in requests/paging.request.ts, the server's cursors in
 * http/paging.ts.
 */

/** The next page's URL in a `Link` header (RFC 8288), or null on the last page. */
export function nextPageOf(link: string | null | undefined): string | null {
  for (const part of link?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>\s*;\s*rel="?next"?\s*$/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * Cells of the authorization matrix that still leak, waiting on issue 16: the
 * one place to look when fixing it. A row marks its leaking cells with
 * `knownLeak: { roles, why: ISSUE_16.<name> }` and keeps its strict
 * expectation; the probe lists each such cell (console.warn) while the leak is
 * there and fails once it is gone, so whoever fixes a leak deletes its entry
 * here and the `knownLeak` lines that name it (tsc then points at any left).
 */
export const ISSUE_16 = {
  join: 'issue 16: anyone signed in joins a private group (200) without an invitation',
  getGroup: 'issue 16: GET /api/groups/{privateId} answers 200 to non-members',
  listGroups: 'issue 16: GET /api/groups lists private groups to non-members',
  browse: 'issue 16: GET /api/groups/browse lists private groups to everyone',
  city: 'issue 16: the city summary shows private groups to everyone',
  venues: "issue 16: GET /api/venues suggests private meetups' venues to everyone",
} as const;

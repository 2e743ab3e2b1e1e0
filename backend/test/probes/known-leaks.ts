/**
 * Cells of the authorization matrix that still answer other than docs/api.md
 * and docs/groups.md say: the one place to look when fixing them. A row marks
 * such cells with `knownLeak: { roles, why: KNOWN_LEAKS.<name> }` and keeps its
 * strict expectation; the probe lists each cell (console.warn) while it
 * answers otherwise and fails once it answers as expected, so whoever fixes it
 * deletes its entry here and the `knownLeak` lines that name it (tsc then
 * points at any left).
 */
export const KNOWN_LEAKS = {} as const;

/**
 * Cells of the authorization matrix that still answer other than docs/api.md
 * and docs/groups.md say: the one place to look when fixing them. A row marks
 * such cells with `knownLeak: { roles, why: ISSUE_16.<name> }` and keeps its
 * strict expectation; the probe lists each cell (console.warn) while it
 * answers otherwise and fails once it answers as expected, so whoever fixes it
 * deletes its entry here and the `knownLeak` lines that name it (tsc then
 * points at any left).
 */
export const ISSUE_16 = {
  inviteOnlyWrites:
    "issue 16: writing to an invite-only group's posts or meetups (POST /api/groups/{id}/posts, " +
    'POST /api/meetups, POST /api/posts/{id}/comments, POST and DELETE /api/posts/{id}/like, ' +
    'DELETE /api/posts/{id}) answers a non-member 403 instead of the 404 of a group that does not ' +
    'exist (docs/groups.md "Kinds"): the refusal confirms the id exists, though it shows nothing of the group',
} as const;

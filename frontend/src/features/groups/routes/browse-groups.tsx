/** /groups: browse every group (placeholder until the discovery screens land). */
export function BrowseGroupsRoute() {
  return <h1>Browse All Groups</h1>;
}

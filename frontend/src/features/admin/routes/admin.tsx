/** /admin: the operators' screen (placeholder until the operators' screens land). */
export function AdminRoute() {
  return <h1>Administration</h1>;
}

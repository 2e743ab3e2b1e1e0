/** 'Maya L.': first name and last initial, as the group pages show people. */
export function shortName(person: { firstName?: string | null; lastName?: string | null }): string {
  const first = person.firstName?.trim() ?? '';
  const initial = person.lastName?.trim().charAt(0) ?? '';
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ') || 'Member';
}

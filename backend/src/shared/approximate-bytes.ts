/** What one entry of a collection is taken to cost when it holds only small values. */
const MIN_ENTRY_BYTES = 64;

/**
 * A rough size of a folded state in bytes, for the state cache's bound. It
 * measures the first entry of each Map, Set or array and counts the rest as
 * alike, so it costs the same for a meetup with ten RSVPs or ten thousand:
 * a bound that is right within a small factor is what the cache needs.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (typeof value !== 'object' || value === null) return 8;
  if (depth > 4) return 64;
  if (value instanceof Map) {
    const first = value.entries().next();
    const entry = first.done
      ? 0
      : approximateBytes(first.value[0], depth + 1) + approximateBytes(first.value[1], depth + 1);
    return 64 + value.size * Math.max(MIN_ENTRY_BYTES, entry);
  }
  if (value instanceof Set || Array.isArray(value)) {
    const first = value.values().next();
    const entry = first.done ? 0 : approximateBytes(first.value, depth + 1);
    const size = value instanceof Set ? value.size : value.length;
    return 64 + size * Math.max(MIN_ENTRY_BYTES / 2, entry);
  }
  let total = 32;
  for (const [key, field] of Object.entries(value)) {
    total += key.length + 8 + approximateBytes(field, depth + 1);
  }
  return total;
}

/**
 * A Map that holds at most `capacity` entries: adding a new key when full
 * forgets the oldest one added. For caches whose keys come from requests
 * (tokens, users, cities), which must not grow without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.capacity && !this.has(key)) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}

import { expect, it } from 'vitest';
import type { KeyStore } from './key-store.port.js';

/** What every key-store adapter must do; run by `key-store.contract.spec.ts` per adapter. */
export function keyStoreContract(open: () => Promise<KeyStore>): void {
  const member = () => `member-${Math.random().toString(36).slice(2)}`;

  it('creates a 32-byte key on first use and answers the same key after', async () => {
    const store = await open();
    const subject = member();
    expect(await store.find(subject)).toBeNull();
    const key = await store.keyFor(subject);
    expect(key?.key).toHaveLength(32);
    expect(await store.keyFor(subject)).toEqual(key);
    expect(await store.find(subject)).toEqual(key);
    await store.close();
  });

  it('gives concurrent first uses one key', async () => {
    const store = await open();
    const subject = member();
    const keys = await Promise.all([1, 2, 3, 4].map(() => store.keyFor(subject)));
    expect(new Set(keys.map((key) => key?.key.toString('hex'))).size).toBe(1);
    await store.close();
  });

  it('gives each member their own key', async () => {
    const store = await open();
    const [a, b] = await Promise.all([store.keyFor(member()), store.keyFor(member())]);
    expect(a?.key.equals(b!.key)).toBe(false);
    await store.close();
  });

  it('forgets a key for good: a tombstone, never a new key, listed as forgotten', async () => {
    const store = await open();
    const subject = member();
    await store.keyFor(subject);
    await store.forget(subject, new Date('2026-11-26T10:00:00Z'));
    await store.forget(subject, new Date('2026-11-26T11:00:00Z'));
    expect(await store.find(subject)).toBe('forgotten');
    expect(await store.keyFor(subject)).toBeNull();
    expect(await store.forgotten()).toContain(subject);
    await store.close();
  });

  it('can forget a member who never had a key (their events were all in clear)', async () => {
    const store = await open();
    const subject = member();
    await store.forget(subject, new Date());
    expect(await store.find(subject)).toBe('forgotten');
    expect(await store.keyFor(subject)).toBeNull();
    await store.close();
  });
}

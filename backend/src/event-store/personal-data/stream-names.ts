import { createHmac } from 'node:crypto';
import { PERSONAL_STREAM_PREFIXES } from '../../contracts/personal-data.js';
import type { EventStore } from '../event-store.port.js';
import type { KeyStore } from './key-store.port.js';

/**
 * The key-store entry whose key names personal streams. Not a member id
 * (those are uuids), so no deletion ever destroys it.
 */
export const STREAM_NAME_KEY = 'stream-names';

/**
 * Where a stream named after an email or username is stored: under
 * HMAC-SHA-256 of the name with a key kept in the key store, so a copy of the
 * log names no one and cannot be searched by guessing without the key
 * (docs/adr/026-released-email-reserved-username.md). A 64-character hex
 * name cannot be a clear one: emails hold an `@`, usernames are at most 30
 * characters.
 *
 * Streams written in clear before this existed keep their name and stay in
 * use (their clear name is in the log already), so each use looks for one
 * first. Not remembered: the lookup and the HMAC cost nothing measurable on
 * the few commands that use these streams (ADR 026, "Cost").
 */
export class PersonalStreamNames {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly inner: EventStore,
    private readonly keyStore: KeyStore,
  ) {}

  /** The name the stream is stored under in the underlying store. */
  async storedName(stream: string): Promise<string> {
    const prefix = PERSONAL_STREAM_PREFIXES.find((candidate) => stream.startsWith(candidate));
    if (!prefix) return stream;
    if (await this.existsInClear(stream)) return stream;
    return (
      prefix +
      createHmac('sha256', await this.hashKey())
        .update(stream.slice(prefix.length))
        .digest('hex')
    );
  }

  private async existsInClear(stream: string): Promise<boolean> {
    for await (const _event of this.inner.readStream(stream)) return true;
    return false;
  }

  private hashKey(): Promise<Buffer> {
    this.key ??= this.keyStore.keyFor(STREAM_NAME_KEY).then((found) => {
      if (!found) throw new Error(`The key store holds a tombstone for ${STREAM_NAME_KEY}`);
      return found.key;
    });
    // A failed lookup (the store briefly unreachable) is tried again next time.
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }
}

/** A stream's name as logs may carry it: without the email or username it is named after. */
export function loggableStreamName(stream: string): string {
  const prefix = PERSONAL_STREAM_PREFIXES.find((candidate) => stream.startsWith(candidate));
  return prefix ? `${prefix}*` : stream;
}

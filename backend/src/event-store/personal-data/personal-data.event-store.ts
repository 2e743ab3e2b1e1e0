import {
  FORGETTING_EVENTS,
  PERSONAL_DATA,
  type PersonalDataRule,
} from '../../contracts/personal-data.js';
import { BoundedCache, MiB, type ReportsCache } from '../../shared/bounded-cache.js';
import type {
  AppendOptions,
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  GlobalPosition,
  StoredEvent,
  StreamRevision,
  SubscribeOptions,
  Subscription,
} from '../event-store.port.js';
import { SqliteEventStore } from '../sqlite.event-store.js';
import type { KeyStore, MemberKey } from './key-store.port.js';
import { SEALED, redact, seal, unseal } from './sealed-fields.js';
import { PersonalStreamNames } from './stream-names.js';

/** Room for about 40,000 members' keys; beyond it the least recently used is read from the key store again. */
const KEYS_BYTES = 8 * MiB;

type Data = Record<string, unknown>;

/**
 * The event store as everyone else sees it: members' personal fields
 * (`contracts/personal-data.ts`) are sealed with their own key on append and
 * opened on every read, so deciders and projections see plain events. A
 * forgotten member's fields read as their redacted values, whether sealed or
 * stored in clear before encryption existed (docs/adr/016-crypto-shredding.md).
 *
 * Streams named after an email or username are stored under a keyed hash
 * of their name (`stream-names.ts`).
 *
 * Storing a forgetting event (AccountDeleted, MemberForgotten) destroys the
 * member's key; so does reading one, which makes a crash between the two, or
 * another process's deletion, heal at the next read.
 */
export class PersonalDataEventStore implements EventStore {
  readonly engine: string;
  /** Members' keys: saves a key-store read for every personal event read or appended. */
  private readonly keys = new BoundedCache<string, MemberKey>({
    name: 'sealing_keys',
    purpose: 'a key-store read per personal event read or appended',
    maxBytes: KEYS_BYTES,
    sizeOf: (key, subject) => 2 * (subject.length + key.keyId.length) + key.key.length + 128,
  });
  private readonly streamNames: PersonalStreamNames;

  private constructor(
    /** The engine underneath, sealed fields and all (tests watch its reads). */
    readonly inner: EventStore,
    private readonly keyStore: KeyStore,
    /** Every forgotten member; small, and asked for every personal event read. */
    private readonly forgotten: Set<string>,
  ) {
    this.engine = inner.engine;
    this.streamNames = new PersonalStreamNames(inner, keyStore);
  }

  static async open(inner: EventStore, keyStore: KeyStore): Promise<PersonalDataEventStore> {
    return new PersonalDataEventStore(inner, keyStore, new Set(await keyStore.forgotten()));
  }

  /** The caches it keeps, for /metrics. */
  caches(): ReportsCache[] {
    return [this.keys];
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((event) => this.sealEvent(event)));
    const stored = await this.streamNames.storedName(stream);
    const result = await this.inner.append(stored, sealed, options);
    for (const event of events) await this.noteForgetting(event);
    return result;
  }

  async *readStream(stream: string, fromRevision?: StreamRevision): AsyncIterable<StoredEvent> {
    const stored = await this.streamNames.storedName(stream);
    for await (const event of this.inner.readStream(stored, fromRevision)) {
      // Read under the name it was asked by, as if no hashing happened underneath.
      yield { ...(await this.openEvent(event)), streamName: stream };
    }
  }

  async *readAll(fromPosition?: GlobalPosition): AsyncIterable<StoredEvent> {
    for await (const event of this.inner.readAll(fromPosition)) yield await this.openEvent(event);
  }

  subscribeToAll(
    fromPosition: GlobalPosition,
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Subscription {
    return this.inner.subscribeToAll(
      fromPosition,
      async (event) => handler(await this.openEvent(event)),
      options,
    );
  }

  headPosition(): Promise<GlobalPosition> {
    return this.inner.headPosition();
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.keyStore.close();
  }

  /**
   * The SQLite adapter's pages, opened, for replays that pace themselves
   * (`operations/projections/paced-events.ts`); undefined on other engines.
   */
  pages(): ((after: GlobalPosition, limit: number) => Promise<StoredEvent[]>) | undefined {
    const inner = this.inner;
    if (!(inner instanceof SqliteEventStore)) return undefined;
    return (after, limit) =>
      Promise.all(inner.readPage(after, limit).map((event) => this.openEvent(event)));
  }

  /** Whether the member is forgotten, as this process knows it. */
  isForgotten(subjectId: string): boolean {
    return this.forgotten.has(subjectId);
  }

  private async sealEvent(event: EventToAppend): Promise<EventToAppend> {
    const rule = PERSONAL_DATA[event.type];
    if (!rule) return event;
    const data = event.data as Data;
    const subject = subjectOf(data, rule);
    if (subject === null) return event;
    // A forgotten member's personal data is never stored again, not even sealed.
    if (this.forgotten.has(subject)) return { ...event, data: redact(data, rule) };
    const key = await this.keyOf(subject, true);
    if (!key) return { ...event, data: redact(data, rule) };
    return { ...event, data: seal(event.type, data, rule, key) };
  }

  private async openEvent(event: StoredEvent): Promise<StoredEvent> {
    await this.noteForgetting(event);
    const rule = PERSONAL_DATA[event.type];
    if (!rule) return event;
    const data = event.data as Data;
    const subject = subjectOf(data, rule);
    if (subject === null) return event;
    if (this.forgotten.has(subject)) return { ...event, data: redact(data, rule) };
    // From before encryption, in clear: read as it is (the upcaster path).
    if (!(SEALED in data)) return event;
    const key = await this.keyOf(subject, false);
    // No key at all (lost, or a tombstone another process left): nothing to open it with.
    if (!key) return { ...event, data: redact(data, rule) };
    return { ...event, data: unseal(event.type, data, rule, key) };
  }

  private async keyOf(subject: string, create: boolean): Promise<MemberKey | null> {
    const remembered = this.keys.get(subject);
    if (remembered) return remembered;
    const found = create ? await this.keyStore.keyFor(subject) : await this.keyStore.find(subject);
    if (found === 'forgotten' || found === null) {
      if (found === 'forgotten' || create) this.forgotten.add(subject);
      return null;
    }
    this.keys.set(subject, found);
    return found;
  }

  private async noteForgetting(event: EventToAppend): Promise<void> {
    const field = FORGETTING_EVENTS[event.type];
    if (!field) return;
    const subject = (event.data as Data)[field];
    if (typeof subject !== 'string' || this.forgotten.has(subject)) return;
    await this.keyStore.forget(subject, new Date(event.metadata.occurredAt));
    this.forgotten.add(subject);
    this.keys.delete(subject);
  }
}

function subjectOf(data: Data, rule: PersonalDataRule): string | null {
  const subject = data[rule.subject];
  return typeof subject === 'string' ? subject : null;
}

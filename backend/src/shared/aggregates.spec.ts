import { NO_ENTRY_RULES } from '../contracts/entry-rules.js';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';
import { GroupCreated } from '../contracts/events/group.events.js';
import type {
  AppendOptions,
  EventStore,
  EventToAppend,
  StreamRevision,
} from '../event-store/event-store.port.js';
import { SqliteEventStore } from '../event-store/sqlite.event-store.js';
import { groupDecider, groupStream } from '../groups/index.js';
import { meetupDecider, meetupStream } from '../meetups/index.js';
import { Aggregates } from './aggregates.js';
import type { CommandContext } from './command-context.js';
import { fold } from './decider.js';

const run = promisify(execFile);
const commandsScript = join(import.meta.dirname, '../../test/processes/run-commands.process.ts');

/** A second command side on the same SQLite file, in its own Node process. */
function commandsFromAnotherProcess(file: string, commands: object[]) {
  return run(process.execPath, [
    '--import',
    registerTypeScript,
    commandsScript,
    file,
    JSON.stringify(commands),
  ]);
}

const context = (): CommandContext => ({
  correlationId: randomUUID(),
  commandId: randomUUID(),
  userId: null,
  now: new Date(),
});

/** The event store, recording where each stream read started. */
class RecordingStore {
  reads: { stream: string; from: StreamRevision }[] = [];
  beforeAppend: (() => Promise<void>) | undefined;

  constructor(readonly inner: EventStore) {}

  asStore(): EventStore {
    return new Proxy(this.inner, {
      get: (target, property) => {
        if (property === 'readStream') {
          return (stream: string, from: StreamRevision = 0n) => {
            this.reads.push({ stream, from });
            return target.readStream(stream, from);
          };
        }
        if (property === 'append') {
          return async (stream: string, events: EventToAppend[], options: AppendOptions) => {
            const before = this.beforeAppend;
            this.beforeAppend = undefined;
            await before?.();
            return target.append(stream, events, options);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

function createGroup(aggregates: Aggregates, groupId: string, creatorId = 'creator') {
  return aggregates.handle({
    stream: groupStream(groupId),
    decider: groupDecider,
    context: context(),
    command: {
      type: 'CreateGroup',
      group: GroupCreated({
        groupId,
        creatorId,
        name: 'Calm Walkers',
        description: 'Slow walks',
        city: 'Austin',
        state: 'TX',
        latitude: null,
        longitude: null,
        isPrivate: false,
      }).data,
    },
  });
}

const joinGroup = (aggregates: Aggregates, groupId: string, userId: string) =>
  aggregates.handle({
    stream: groupStream(groupId),
    decider: groupDecider,
    context: context(),
    command: { type: 'JoinGroup', groupId, userId },
  });

describe('Aggregates: command state kept folded', () => {
  let directory: string;
  let file: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'packmeet-aggregates-'));
    file = join(directory, 'events.sqlite');
    store = new SqliteEventStore(file);
  });
  afterEach(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('reads a stream once, then only what was appended since', async () => {
    const recording = new RecordingStore(store);
    const aggregates = new Aggregates(recording.asStore());
    await createGroup(aggregates, 'g1');
    for (const user of ['a', 'b', 'c']) await joinGroup(aggregates, 'g1', user);

    const reads = recording.reads.filter((read) => read.stream === 'group-g1');
    // The first read starts at 0; every later one just past what the cache holds.
    expect(reads.map((read) => read.from)).toEqual([0n, 1n, 2n, 3n]);
    expect(aggregates.stats()).toMatchObject({ entries: 1, misses: 1 });
    const state = await aggregates.load('group-g1', groupDecider);
    expect(state.status === 'created' && [...state.members.keys()]).toEqual([
      'creator',
      'a',
      'b',
      'c',
    ]);
  });

  it("catches up with another process's appends, reading only those", async () => {
    const recording = new RecordingStore(store);
    const aggregates = new Aggregates(recording.asStore());
    await createGroup(aggregates, 'g1');
    await aggregates.load(groupStream('g1'), groupDecider);

    await commandsFromAnotherProcess(file, [
      { join: 'g1', userId: 'x' },
      { join: 'g1', userId: 'y' },
    ]);
    recording.reads = [];
    const state = await aggregates.load(groupStream('g1'), groupDecider);
    expect(recording.reads).toEqual([{ stream: 'group-g1', from: 1n }]);
    expect(state.status === 'created' && [...state.members.keys()]).toEqual(['creator', 'x', 'y']);
  });

  it('detects a stale state by the expected revision, and the retry reads only what is new', async () => {
    const recording = new RecordingStore(store);
    const aggregates = new Aggregates(recording.asStore());
    await createGroup(aggregates, 'g1');
    // While this process decides "x joins", another process has x (and y) join first.
    recording.beforeAppend = async () => {
      await commandsFromAnotherProcess(file, [
        { join: 'g1', userId: 'x' },
        { join: 'g1', userId: 'y' },
      ]);
    };
    recording.reads = [];
    const outcome = await joinGroup(aggregates, 'g1', 'x');

    // Decided again on the caught-up state: x is already a member, nothing appended.
    expect(outcome.events).toEqual([]);
    // The first try read from 1 (nothing new); the retry reads the two joins from 1 again.
    expect(recording.reads.map((read) => read.from)).toEqual([1n, 1n]);
    const stored = [];
    for await (const event of store.readStream('group-g1')) stored.push(event.type);
    expect(stored).toEqual(['GroupCreated', 'GroupJoined', 'GroupJoined']);
  });

  it('forgets the least recently used states beyond its bound, and reads them again whole', async () => {
    const recording = new RecordingStore(store);
    const aggregates = new Aggregates(recording.asStore(), { maxBytes: 3_000 });
    for (let i = 0; i < 20; i++) await createGroup(aggregates, `g${i}`);
    const { entries, bytes, maxBytes } = aggregates.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(20);

    recording.reads = [];
    await joinGroup(aggregates, 'g0', 'late');
    expect(recording.reads[0]).toEqual({ stream: 'group-g0', from: 0n });
    const state = await aggregates.load(groupStream('g0'), groupDecider);
    expect(state.status === 'created' && [...state.members.keys()]).toEqual(['creator', 'late']);
  });

  it('folds every event exactly once when readers of one stream catch up at the same time', async () => {
    const aggregates = new Aggregates(store);
    await createGroup(aggregates, 'g1');
    await aggregates.load(groupStream('g1'), groupDecider);
    const other = new Aggregates(new SqliteEventStore(file));
    for (let i = 0; i < 20; i++) await joinGroup(other, 'g1', `u${i}`);
    // Ten readers find the same twenty new events; commands interleave with them.
    await Promise.all([
      ...Array.from({ length: 10 }, () => aggregates.load(groupStream('g1'), groupDecider)),
      joinGroup(aggregates, 'g1', 'late'),
    ]);
    const events = [];
    for await (const event of store.readStream('group-g1')) events.push(event);
    const fresh = fold(
      groupDecider,
      events.map((event) => ({ type: event.type, data: event.data }) as never),
    );
    expect(events).toHaveLength(22);
    expect(await aggregates.load(groupStream('g1'), groupDecider)).toEqual(fresh);
    expect(await other.load(groupStream('g1'), groupDecider)).toEqual(fresh);
    await other.store.close();
  });

  it('decides commands queued on one stream together, appends them at once, and answers each', async () => {
    const recording = new RecordingStore(store);
    let appends = 0;
    const counting = recording.asStore();
    const aggregates = new Aggregates(
      new Proxy(counting, {
        get: (target, property) =>
          property === 'append'
            ? (...args: Parameters<EventStore['append']>) => {
                appends += 1;
                return target.append(...args);
              }
            : (Reflect.get(target, property) as unknown),
      }),
    );
    await createGroup(aggregates, 'g1');
    appends = 0;
    const leave = (userId: string) =>
      aggregates.handle({
        stream: groupStream('g1'),
        decider: groupDecider,
        context: context(),
        command: { type: 'LeaveGroup', groupId: 'g1', userId },
      });
    const answers = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => joinGroup(aggregates, 'g1', `u${i}`)),
      leave('stranger'),
      joinGroup(aggregates, 'g1', 'u3'),
      leave('u4'),
    ]);
    // Refused on its own: the stranger was never a member.
    expect(answers[10]).toMatchObject({
      status: 'rejected',
      reason: { code: 'GROUPS.NOT_A_MEMBER' },
    });
    const decided = answers.map((answer) =>
      answer.status === 'fulfilled' ? answer.value.events.map((event) => event.type) : 'refused',
    );
    expect(decided).toEqual([
      ...Array.from({ length: 10 }, () => ['GroupJoined']),
      'refused',
      [], // u3 joined a moment before, in the same batch
      ['GroupLeft'],
    ]);
    expect(appends).toBe(1);
    const stored = [];
    for await (const event of store.readStream('group-g1', 1n))
      stored.push(`${event.type}:${(event.data as { userId: string }).userId}`);
    expect(stored).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `GroupJoined:u${i}`),
      'GroupLeft:u4',
    ]);
  });

  it('decides a whole batch again when another process wins the race, on the stored events only', async () => {
    const recording = new RecordingStore(store);
    const aggregates = new Aggregates(recording.asStore());
    await createGroup(aggregates, 'g1');
    recording.beforeAppend = async () => {
      await commandsFromAnotherProcess(file, [{ join: 'g1', userId: 'x' }]);
    };
    recording.reads = [];
    // One batch: a, x and b are decided together, then the append finds x's join first.
    const answers = await Promise.all([
      joinGroup(aggregates, 'g1', 'a'),
      joinGroup(aggregates, 'g1', 'x'),
      joinGroup(aggregates, 'g1', 'b'),
    ]);
    expect(answers.map((answer) => answer.events.length)).toEqual([1, 0, 1]);
    // The batch had folded its own events ahead of the append: that state is dropped and read again.
    expect(recording.reads.map((read) => read.from)).toEqual([1n, 0n]);
    const events = [];
    for await (const event of store.readStream('group-g1')) events.push(event);
    expect(events.map((event) => (event.data as { userId?: string }).userId)).toEqual([
      undefined,
      'x',
      'a',
      'b',
    ]);
    const fresh = fold(
      groupDecider,
      events.map((event) => ({ type: event.type, data: event.data }) as never),
    );
    expect(await aggregates.load(groupStream('g1'), groupDecider)).toEqual(fresh);
  });

  it('holds capacity when two processes race for the last places of one meetup', async () => {
    const aggregates = new Aggregates(store);
    await createGroup(aggregates, 'g1');
    const now = Date.now();
    await aggregates.handle({
      stream: meetupStream('m1'),
      decider: meetupDecider,
      context: context(),
      command: {
        type: 'ScheduleMeetup',
        organizerIsMember: true,
        organizerIsTrainer: false,
        now: new Date(now),
        meetup: {
          meetupId: 'm1',
          slug: 'm1',
          groupId: 'g1',
          organizerId: 'creator',
          city: 'Austin',
          state: 'TX',
          title: 'Sniff walk',
          description: 'Slow',
          location: 'Zilker Park, Austin, TX',
          locationDisplay: null,
          latitude: null,
          longitude: null,
          parkType: 'regular',
          startsAt: new Date(now + 86_400_000).toISOString(),
          endsAt: new Date(now + 90_000_000).toISOString(),
          maxAttendees: 5,
          unregisteredAttendees: 0,
        },
      },
    });
    const going = (userId: string) =>
      aggregates.handle({
        stream: meetupStream('m1'),
        decider: meetupDecider,
        context: context(),
        command: {
          type: 'SetRsvp',
          meetupId: 'm1',
          userId,
          status: 'going',
          dogIds: [],
          caller: {
            groupKind: 'public',
            isMember: true,
            ownDogs: new Map(),
            groupRules: NO_ENTRY_RULES,
          },
          now: new Date(),
        },
      });
    await Promise.all([
      commandsFromAnotherProcess(
        file,
        Array.from({ length: 8 }, (_, i) => ({ rsvp: 'm1', userId: `there${i}` })),
      ),
      ...Array.from({ length: 8 }, (_, i) => going(`here${i}`)),
    ]);

    const events = [];
    for await (const event of store.readStream('meetup-m1')) events.push(event);
    const answered = events
      .filter((event) => event.type === 'RsvpSet' || event.type === 'RsvpWaitlisted')
      .map((event) => ({ type: event.type, userId: (event.data as { userId: string }).userId }));
    expect(answered).toHaveLength(16);
    // The first five answers in the stream's order took the places; everyone after waits, in that order.
    expect(answered.slice(0, 5).every((answer) => answer.type === 'RsvpSet')).toBe(true);
    expect(answered.slice(5).every((answer) => answer.type === 'RsvpWaitlisted')).toBe(true);
    const state = await aggregates.load(meetupStream('m1'), meetupDecider);
    expect(state.status === 'scheduled' && state.going).toBe(5);
    expect(state.status === 'scheduled' && [...state.waitlist]).toEqual(
      answered.slice(5).map((answer) => answer.userId),
    );
  }, 30_000);
});

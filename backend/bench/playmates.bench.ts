import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { pairKey, pairOf } from '../src/contracts/playmates.js';
import type { PlaymateMeetupsResponse } from '../src/contracts/playmates.js';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { START, type GlobalPosition } from '../src/event-store/event-store.port.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { compare } from './http.bench.js';
import { format, scratchDirectory, startServer, type Row } from './support.js';

const SCALE = 5;
const OWN_DOGS = 3;
const PLAYMATES = 50;
/** The suggestions may cost at most twice the dashboard's own meetups call: throughput >= 0.5. */
const THROUGHPUT_TARGET = 0.5;
/** Alternating rounds; `PLAYMATES_BENCH_ROUNDS=1` for a quick look that it works. */
const ROUNDS = Number(process.env.PLAYMATES_BENCH_ROUNDS ?? 3);

const throughput = (run: { requestsPerSecond: number; p99: number }) =>
  `${format(Math.round(run.requestsPerSecond))} req/s, p99 ${run.p99} ms`;

interface DemoFacts {
  emails: Map<string, string>;
  dogsOf: Map<string, string[]>;
  /** Dogs with an answer "going" somewhere. */
  going: Set<string>;
}

/** Owners, their dogs and the dogs going somewhere, from the demo's log. */
function readDemo(store: SqliteEventStore): DemoFacts {
  const facts: DemoFacts = { emails: new Map(), dogsOf: new Map(), going: new Set() };
  let after: GlobalPosition = START;
  for (;;) {
    const page = store.readPage(after, 5_000);
    if (page.length === 0) return facts;
    for (const { type, data } of page) {
      const d = data as Record<string, unknown>;
      if (type === 'UserRegistered') facts.emails.set(d.userId as string, d.email as string);
      if (type === 'DogAdded') {
        const owner = d.ownerId as string;
        facts.dogsOf.set(owner, [...(facts.dogsOf.get(owner) ?? []), d.dogId as string]);
      }
      if (type === 'RsvpSet' && d.status === 'going')
        for (const dogId of d.dogIds as string[]) facts.going.add(dogId);
    }
    after = page.at(-1)!.position;
  }
}

/**
 * `npm run bench -- playmates` (issue 35): the demo community at `--scale 5`,
 * one owner with 3 dogs and 50 playmates (other owners' dogs, those going
 * somewhere first), signed in. The dashboard's suggestions
 * (`GET /api/playmates/meetups`) against the dashboard's own upcoming
 * meetups (`GET /api/meetups/upcoming`) for the same owner, same server,
 * 50 connections, alternating rounds.
 */
export async function playmatesBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('playmates');
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const password = 'benchmark-password';
  const passwordHash = await hash(password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  await seedDemoCommunity(store, Gazetteer.load(), passwordHash, {
    scale: SCALE,
    seed: 2026,
    now: new Date(),
  });
  const demo = readDemo(store);
  const [ownerId, ownDogs] = [...demo.dogsOf].find(([, dogs]) => dogs.length >= OWN_DOGS) ?? [];
  if (!ownerId || !ownDogs) throw new Error(`No demo owner with ${OWN_DOGS} dogs`);
  const others = [...demo.dogsOf]
    .filter(([owner]) => owner !== ownerId)
    .flatMap(([owner, dogs]) => dogs.map((dogId) => ({ owner, dogId })))
    .sort((a, b) => Number(demo.going.has(b.dogId)) - Number(demo.going.has(a.dogId)))
    .slice(0, PLAYMATES);
  for (const [index, other] of others.entries()) {
    const own = ownDogs[index % OWN_DOGS]!;
    const dogIds = pairOf(own, other.dogId);
    const userIds = dogIds[0] === own ? [ownerId, other.owner] : [other.owner, ownerId];
    const eventId = randomUUID();
    await store.append(
      `playmates-${pairKey(own, other.dogId)}`,
      [
        {
          eventId,
          type: 'PlaymatesLinked',
          data: { meetupId: 'bench', dogIds, userIds },
          metadata: {
            correlationId: eventId,
            causationId: eventId,
            userId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
  await store.close();
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.emails.get(ownerId), password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const suggestions = `${server.url}/api/playmates/meetups`;
    const answer = await fetch(suggestions, { headers });
    if (answer.status !== 200) throw new Error(`${suggestions}: ${answer.status}`);
    const body = (await answer.json()) as PlaymateMeetupsResponse;
    // One request at a time first: what each costs alone, before the load.
    const alone = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await (await fetch(url, { headers })).arrayBuffer();
        times.push(performance.now() - started);
      }
      return times.map((ms) => ms.toFixed(0)).join('/');
    };
    const upcomingAlone = await alone(`${server.url}/api/meetups/upcoming`);
    const suggestionsAlone = await alone(suggestions);
    const run = await compare(
      { url: `${server.url}/api/meetups/upcoming`, headers },
      { url: suggestions, headers },
      ROUNDS,
    );
    return [
      {
        name: `GET /api/playmates/meetups for an owner with ${OWN_DOGS} dogs and ${others.length} playmates (${body.meetups.length} meetups suggested), demo --scale ${SCALE}, 50 connections, median of ${ROUNDS} alternating rounds`,
        baseline: `${throughput(run.baseline)} (GET /api/meetups/upcoming, the dashboard's own meetups, same owner; alone ${upcomingAlone} ms)`,
        measured: `${throughput(run.ours)} (p99 ${run.p99Ratio.toFixed(2)}x; alone ${suggestionsAlone} ms)`,
        ratio: run.ratio,
        target: `>= ${THROUGHPUT_TARGET} (at most 2x the cost)`,
        pass: run.ratio >= THROUGHPUT_TARGET,
      },
    ];
  } finally {
    server.process.kill();
  }
}
